import { type EndpointDef, endpoints } from '@aula/contract';
import { z } from 'zod/mini';
import {
  authzMatrix,
  loadMatrixFixtures,
  type MatrixCall,
  type MatrixFixtures,
  type MatrixRole,
} from './authz-matrix';
import type { Queryable } from './db/database';
import type { ApiEndpointName } from './routes/define';
import type { createMemoryFileStore } from './storage';
import type { TestClient } from './testing/client';
import { useTestApp } from './testing/harness';
import { jpeg, png, pngBomb, webpExtended } from './testing/images';

/*
 * S39–S40 across the whole contract: every endpoint with a body, a query or path parameters is
 * called with one field at a time made hostile (NUL, 10 000 characters, RTL text, emoji; 0, -1,
 * 2^31, 2^53, 1e309, "abc"). No answer may be a 5xx, and a 4xx must store nothing: the tables'
 * row counts and checksums are compared around every refused call.
 *
 * The base input of each endpoint is the role × route matrix's call (authz-matrix.ts), aimed at
 * real rows where the call edits something harmless, so that a hostile value reaches the handler
 * and the database. Endpoints without input (logout, csrfCookie, me, startDiscord...) are not
 * fuzzed: there is nothing to vary, and logout would end the session the next calls use.
 * Size: 39 endpoints, about 570 calls in all (one per variant and role), a few seconds.
 */

const t = useTestApp();
// A hang guard, not a speed assertion: the variants of issue 33 add password hashes to login's.
vi.setConfig({ testTimeout: 120_000 });

type Json = Record<string, unknown>;
type JsonSchema = {
  type?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  const?: unknown;
  format?: string;
  pattern?: string;
};

/** `1e309` cannot be written by JSON.stringify: a marker replaced in the text (JSON.parse → Infinity). */
const RAW_INFINITY = '\u0001raw:1e309\u0001';

const STRINGS = (base: string) => ({
  nul: `${base}\u0000x`,
  long: 'a'.repeat(10_000),
  rtl: 'مرحبا بالعالم שלום עולם',
  emoji: '👩🏽‍💻 Aula 🎉🇧🇷',
});
/** Issue 33 (S62): text that hides or disguises itself, sent to every string field. */
const HIDDEN_TEXT = {
  bidi: 'Ana \u202Egnp.exe',
  zeroWidth: '\u200B\u200C\u200D\u2060',
  control: 'Ana\u0007\u001B[2J\nMaria',
};
/** Issue 33 (S58): days that do not exist, sent to fields with the calendar day's pattern. */
const IMPOSSIBLE_DAYS = { feb30: '2026-02-30', year0: '0000-01-01', month13: '2026-13-01' };
/** Issue 33 (S58): date-times PostgreSQL refuses, sent to `date-time` fields. */
const IMPOSSIBLE_DATE_TIMES = {
  feb30: '2026-02-30T10:00:00Z',
  year0: '0000-01-01T00:00:00Z',
  offset: '2026-01-01T00:00:00+23:00',
  year10000: '9999-12-31T23:59:59-15:00',
};
/** The extra string variants of a field (issue 33): hidden text, and impossible dates where due. */
function moreStrings(schema: JsonSchema | undefined): Record<string, string> {
  const own = schema?.anyOf?.find((s) => s.type !== 'null') ?? schema;
  return {
    ...HIDDEN_TEXT,
    ...(own?.pattern?.includes('\\d{4}-') ? IMPOSSIBLE_DAYS : {}),
    ...(own?.format === 'date-time' ? IMPOSSIBLE_DATE_TIMES : {}),
  };
}

const BODY_INTS = {
  zero: 0,
  negative: -1,
  int32: 2 ** 31,
  int53: 2 ** 53,
  infinity: RAW_INFINITY,
  text: 'abc',
};
const TEXT_INTS = {
  zero: '0',
  negative: '-1',
  int32: '2147483648',
  int53: '9007199254740992',
  infinity: '1e309',
  text: 'abc',
};
const PATH_IDS = ['0', '-1', '2147483648', '9007199254740992', 'abc'];

interface Case {
  label: string;
  path: string;
  /** The JSON body as text (so `1e309` can be sent raw). */
  body?: string;
}

/** A property's own schema: `optional(nullable(x))` is `anyOf [x, null]` in JSON Schema. */
function kind(schema: JsonSchema | undefined): 'string' | 'integer' | 'integer[]' | null {
  if (!schema) return null;
  const own = schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
  if (own.type === 'string') return 'string';
  if (own.type === 'integer' || own.type === 'number') return 'integer';
  if (own.type === 'array' && kind(own.items) === 'integer') return 'integer[]';
  return null;
}

const properties = (schema: z.core.$ZodType | undefined) =>
  Object.entries(
    schema ? ((z.toJSONSchema(schema, { io: 'input' }) as JsonSchema).properties ?? {}) : {},
  );

const bodyText = (value: unknown) =>
  JSON.stringify(value).replaceAll(JSON.stringify(RAW_INFINITY), '1e309');

/** The hostile variants of one endpoint's base call, one field at a time. */
function casesFor(def: EndpointDef, call: MatrixCall): Case[] {
  const [basePath = '', baseSearch = ''] = call.path.split('?');
  const segments = basePath.split('/');
  const template = `/${def.path}`.split('/');
  const baseJson = (call.json ?? {}) as Json;
  const withQuery = (path: string, search: URLSearchParams) =>
    search.size ? `${path}?${search}` : path;
  const base = (over: Partial<Case> & { label: string }): Case => ({
    path: call.path,
    ...(def.body ? { body: bodyText(baseJson) } : {}),
    ...over,
  });
  const cases: Case[] = [];

  for (const [name, schema] of properties(def.params)) {
    const index = template.indexOf(`:${name}`);
    const values =
      kind(schema) === 'integer'
        ? PATH_IDS
        : Object.values({
            ...STRINGS(decodeURIComponent(segments[index] ?? '')),
            ...moreStrings(schema),
          });
    for (const value of values) {
      const path = segments.map((s, i) => (i === index ? encodeURIComponent(value) : s)).join('/');
      cases.push(
        base({
          label: `params.${name}=${value.slice(0, 20)}`,
          path: withQuery(path, new URLSearchParams(baseSearch)),
        }),
      );
    }
  }

  for (const [name, schema] of properties(def.query)) {
    const search = new URLSearchParams(baseSearch);
    const values =
      kind(schema) === 'integer'
        ? TEXT_INTS
        : { ...STRINGS(search.get(name) ?? 'busca'), ...moreStrings(schema) };
    for (const [label, value] of Object.entries(values)) {
      search.set(name, value);
      cases.push(base({ label: `query.${name}: ${label}`, path: withQuery(basePath, search) }));
    }
  }

  for (const [name, schema] of properties(def.body)) {
    const type = kind(schema);
    if (!type) continue;
    const current = baseJson[name];
    const values: Record<string, unknown> =
      type === 'string'
        ? { ...STRINGS(typeof current === 'string' ? current : 'texto'), ...moreStrings(schema) }
        : type === 'integer'
          ? BODY_INTS
          : Object.fromEntries(Object.entries(BODY_INTS).map(([k, v]) => [k, [v]]));
    for (const [label, value] of Object.entries(values)) {
      cases.push(
        base({ label: `body.${name}: ${label}`, body: bodyText({ ...baseJson, [name]: value }) }),
      );
    }
  }
  return cases;
}

/**
 * Who calls an endpoint: the roles it admits (a refused role only proves authorization, which the
 * matrix does). Guest-only calls (login, register, password reset) run as a guest alone: signed-in
 * callers are refused by design (S36), and a successful register would switch their session.
 */
function rolesFor(def: EndpointDef): MatrixRole[] {
  if (def.access === 'admin') return ['admin'];
  if (def.access === 'student') return ['student'];
  if (def.access === 'user') return ['student', 'admin'];
  if (def.access === 'guest') return ['guest'];
  return ['guest', 'student', 'admin'];
}

/**
 * Every table's row count and a checksum of its rows, in one query. Left out: sessions (each
 * request may touch last_activity), users' last_access_at (moved with it, ADR 021) and
 * rate_limits (a refused login counts, by design).
 */
async function snapshotQuery(db: Queryable) {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'rate_limits', 'schema_migrations')
      order by table_name`,
  );
  return tables
    .map(
      ({ name }) =>
        `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg((to_jsonb(x) - 'last_access_at')::text, '|' order by (to_jsonb(x) - 'last_access_at')::text), '')) as sum from ${name} x`,
    )
    .join(' union all ');
}

const names = (Object.keys(endpoints) as (keyof typeof endpoints)[]).filter(
  (name): name is ApiEndpointName => !('base' in endpoints[name]),
);

let fixtures: MatrixFixtures;
let calls: Record<ApiEndpointName, MatrixCall>;
let snapshotSql: string;
const clients = new Map<MatrixRole, TestClient>();

beforeAll(async () => {
  fixtures = await loadMatrixFixtures(t.db);
  const [course] = await t.db.query<{ product_id: number; title: string }>(
    'select product_id, title from courses where id = $1',
    [fixtures.courseId],
  );
  const courseUrl = `/api/courses/${fixtures.courseId}`;
  const matrix = authzMatrix(fixtures);
  // Aim edits at real rows (the matrix aims destructive calls at missing ones): a hostile value
  // must get past the row lookups to show what the database would do with it. Deletes still aim
  // at missing rows, so the seed stays whole.
  calls = {
    ...matrix,
    // A free e-mail, so that a hostile name reaches the insert (the matrix's is taken).
    register: {
      ...matrix.register,
      json: { ...(matrix.register.json as Json), email: 'fuzz-cadastro@aula.dev' },
    },
    updateCourse: {
      ...matrix.updateCourse,
      path: courseUrl,
      json: { title: course?.title, slug: 'react-do-zero', product_id: course?.product_id },
    },
    createSection: { ...matrix.createSection, path: `${courseUrl}/sections` },
    updateSection: { ...matrix.updateSection, path: `${courseUrl}/sections/${fixtures.sectionId}` },
    createLecture: { ...matrix.createLecture, path: `${courseUrl}/lectures` },
    updateLecture: { ...matrix.updateLecture, path: `${courseUrl}/lectures/${fixtures.lectureId}` },
    createRepository: { ...matrix.createRepository, path: `${courseUrl}/repositories` },
    listCourseStudents: { ...matrix.listCourseStudents, path: `${courseUrl}/students` },
  };
  snapshotSql = await snapshotQuery(t.db);
  for (const role of ['student', 'admin'] as const) clients.set(role, await t.fresh(role));
});

const snapshot = async () =>
  JSON.stringify(await t.db.query<{ name: string; n: number; sum: string }>(snapshotSql));

/** Endpoints with a string or integer to vary (updatePreferences takes booleans only). */
const fuzzed = names.filter((name) => {
  const def: EndpointDef = endpoints[name];
  return [def.params, def.query, def.body].some((schema) =>
    properties(schema).some(([, property]) => kind(property) !== null),
  );
});

describe('hostile input, one field at a time', () => {
  it('the snapshot sees a write (so an unchanged one means nothing was stored)', async () => {
    const before = await snapshot();
    const student = clients.get('student');
    const response = await student?.post(`/api/lectures/${fixtures.lectureId}/comments`, {
      json: { body: 'Comentário que o instantâneo deve notar' },
    });
    expect(response?.status).toBe(201);
    expect(await snapshot()).not.toBe(before);
  });

  it.each(fuzzed)('%s: never 5xx; a refused call stores nothing', async (name) => {
    const def: EndpointDef = endpoints[name];
    const cases = casesFor(def, calls[name]);
    const failures: string[] = [];
    for (const role of rolesFor(def)) {
      // A new guest per endpoint: a register variant that succeeds signs its client in.
      const client = role === 'guest' ? await t.fresh('guest') : clients.get(role);
      if (!client) throw new Error(`no client for ${role}`);
      let before = await snapshot();
      for (const c of cases) {
        const response = await client.request(def.method, c.path, {
          ...(c.body !== undefined
            ? { body: c.body, headers: { 'Content-Type': 'application/json' } }
            : {}),
        });
        const text = await response.text();
        const after = await snapshot();
        if (response.status >= 500) {
          failures.push(`${role} ${c.label}: ${response.status} ${text.slice(0, 120)}`);
        } else if (response.status >= 400 && after !== before) {
          failures.push(`${role} ${c.label}: ${response.status} but the tables changed`);
        }
        before = after;
      }
      // None of these calls may end the session the next ones use.
      if (role !== 'guest') expect((await client.get('/api/me')).status).toBe(200);
    }
    expect(failures).toEqual([]);
  });
});

/*
 * Issue 33 (S57): every endpoint that takes a file is sent images whose header declares more than
 * 8000 px a side or 40 megapixels (a valid 900-megapixel PNG, headers alone): a 422, nothing stored.
 */
const OVERSIZED_IMAGES: [string, () => Uint8Array][] = [
  ['a valid 30000 × 30000 PNG', pngBomb],
  ['a PNG header declaring 30000 × 30000', () => png(30_000, 30_000, { data: 'none' })],
  ['a JPEG declaring 30000 × 30000', () => jpeg(30_000, 30_000)],
  ['a WebP canvas declaring 30000 × 30000', () => webpExtended(30_000, 30_000)],
];
/** The harness's store is in memory (no `files` passed): its keys show what was stored. */
const storedFiles = () => (t.files as ReturnType<typeof createMemoryFileStore>).keys().length;
const withFile = names.filter((name) =>
  properties((endpoints[name] as EndpointDef).body).some(
    ([, property]) => property.format === 'binary',
  ),
);

describe('oversized image dimensions, at every endpoint that takes a file', () => {
  it('finds the avatar and the cover uploads', () => {
    expect(withFile).toEqual(expect.arrayContaining(['updateAvatar', 'updateCourseCover']));
  });

  it.each(withFile)('%s: 422 on the file field, nothing stored', async (name) => {
    const def: EndpointDef = endpoints[name];
    const [field = ''] = properties(def.body)
      .filter(([, property]) => property.format === 'binary')
      .map(([key]) => key);
    const failures: string[] = [];
    for (const role of rolesFor(def)) {
      const client = role === 'guest' ? await t.fresh('guest') : clients.get(role);
      if (!client) throw new Error(`no client for ${role}`);
      for (const [label, image] of OVERSIZED_IMAGES) {
        const before = { rows: await snapshot(), files: storedFiles() };
        const form = new FormData();
        form.set('_method', def.method);
        form.set(field, new File([image() as Uint8Array<ArrayBuffer>], 'imagem.png'));
        const response = await client.post(calls[name].path, { body: form });
        const body = (await response.json()) as { errors?: Record<string, string[]> };
        if (response.status !== 422 || !body.errors?.[field]) {
          failures.push(
            `${role} ${label}: ${response.status} ${JSON.stringify(body).slice(0, 120)}`,
          );
        }
        if ((await snapshot()) !== before.rows || storedFiles() !== before.files) {
          failures.push(`${role} ${label}: something was stored`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
