import { endpoints } from '@aula/contract';
import { createApp } from '../app';
import { createSessionStore } from '../auth/session';
import { migrations } from '../db/migrations';
import { createClient, demoUser, type TestClient } from '../testing/client';
import { useTestApp } from '../testing/harness';
import { PERSONAL_DATA } from './coverage';
import { DELETED_NAME, deleteAccount, REMOVED_COMMENT } from './deletion';

/**
 * LGPD (issue 38 §2, ADR 044): the export holds what Aula keeps about a person; the deletion
 * leaves none of it. On PostgreSQL when the run has it (AULA_TEST_DATABASE_URL), else on PGlite
 * (ADR 050: the SQL is the same on both engines).
 */
const t = useTestApp();

const PASSWORD = demoUser('account').password;
/** Each person's own browser (a shared one would be another person's data in the scan). */
const userAgentOf = (n: number) => `NavegadorDaBeatriz/${n}.9 (LGPD)`;
const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 1, 2, 3, 4]);

interface Person {
  id: number;
  email: string;
  name: string;
  ip: string;
  avatarKey: string;
  client: TestClient;
  topId: number;
  replyOnOthersId: number;
  lonelyId: number;
  code: string;
  ref: string;
  ua: string;
}

let made = 0;
/**
 * A new account with something in every area: a signed-in session (address and user agent), a
 * photo in the store, a subscription, marks, comments (one answered by another student, one
 * alone, one reply on another's thread), a certificate, a purchase event and a Discord link.
 */
async function newPerson(): Promise<Person> {
  made++;
  const email = `beatriz.lgpd${made}@exemplo.com.br`;
  const name = `Beatriz Quintanilha Lgpd${made}`;
  const ip = `203.0.113.${70 + made}`;
  const [{ password_hash } = { password_hash: '' }] = await t.db.query<{ password_hash: string }>(
    'select password_hash from users where email = $1',
    [demoUser('account').email],
  );
  const avatarKey = `avatars/${`beatriz${made}`.padEnd(43, 'x')}.png`;
  await t.files.put(avatarKey, PNG, 'image/png');
  const [user] = await t.db.query<{ id: number }>(
    `insert into users (name, email, password_hash, whatsapp, avatar_url, certificate_name)
     values ($1, $2, $3, $4, $5, $1) returning id`,
    [name, email, password_hash, `55119876500${made}`, `/api/${avatarKey}`],
  );
  const id = user?.id ?? 0;
  const [product] = await t.db.query<{ id: number }>(
    "select product_id as id from courses where slug = 'react-do-zero'",
  );
  await t.db.query(
    `insert into enrollments (user_id, product_id, status, provider, external_ref)
     values ($1, $2, 'active', 'hotmart', $3)`,
    [id, product?.id, `HP-LGPD-${made}`],
  );
  await t.db.query(
    `insert into purchase_events (platform, event_key, event_type, kind, transaction_id,
       buyer_email, buyer_name, raw_body, status)
     values ('hotmart', $1, 'PURCHASE_APPROVED', 'approved', $2, $3, $4, $5, 'processed')`,
    [`lgpd-${made}`, `HP-LGPD-${made}`, email, name, JSON.stringify({ buyer: { email, name } })],
  );
  await t.db.query(
    "insert into discord_connections (user_id, username, global_name) values ($1, 'beatriz_lgpd', $2)",
    [id, name],
  );
  const [course] = await t.db.query<{ id: number }>(
    "select id from courses where slug = 'react-do-zero'",
  );
  await t.db.query(
    `insert into certificates (code, user_id, course_id, full_name, course_title, hours,
       signer_name, signer_role, completed_at, issued_at)
     values ($1, $2, $3, $4, 'React do zero', 10, 'Prof', 'Diretora', now(), now())`,
    [`LGPD-AAAA-BBBB-CC${'ABCDEFGH'[made] ?? 'Z'}${'ABCDEFGH'[made] ?? 'Z'}`, id, course?.id, name],
  );

  const client = createClient(t.app, { ip });
  const login = await client.login(email, PASSWORD);
  expect(login.status).toBe(204);
  // The session records the browser it was last used from.
  expect(
    (await client.get('/api/me', { headers: { 'User-Agent': userAgentOf(made) } })).status,
  ).toBe(200);

  const [first] = await t.db.query<{ id: number }>(
    `select l.id from lectures l join sections s on s.id = l.section_id
      where s.course_id = $1 order by s.position, l.position limit 1`,
    [course?.id],
  );
  const lecture = first?.id ?? 0;
  const post = async (c: TestClient, path: string, body: string) => {
    const response = await c.post(path, { json: { body } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  const topId = await post(client, `/api/lectures/${lecture}/comments`, `Dúvida de ${name}`);
  const lonelyId = await post(client, `/api/lectures/${lecture}/comments`, 'Sem respostas');
  const other = await t.fresh('otherStudent');
  await post(other, `/api/comments/${topId}/replies`, 'Resposta da Ana');
  const othersThread = await post(other, `/api/lectures/${lecture}/comments`, 'Pergunta da Ana');
  const replyOnOthersId = await post(
    client,
    `/api/comments/${othersThread}/replies`,
    `Eu, ${name}, também`,
  );
  await client.put(`/api/lectures/${lecture}/watch`, { json: { watched: true } });
  await client.put(`/api/lectures/${lecture}/bookmark`, { json: { bookmarked: true } });
  await client.put(`/api/lectures/${lecture}/position`, { json: { seconds: 42 } });
  const [cert] = await t.db.query<{ code: string }>(
    'select code from certificates where user_id = $1',
    [id],
  );
  return {
    id,
    email,
    name,
    ip,
    avatarKey,
    client,
    topId,
    replyOnOthersId,
    lonelyId,
    code: cert?.code ?? '',
    ref: `HP-LGPD-${made}`,
    ua: userAgentOf(made),
  };
}

const json = async <T>(response: Response) => (await response.json()) as T;

describe('the schema proof', () => {
  it('every table with a column that references a person is covered by the export and the deletion', async () => {
    const columns = await t.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`,
    );
    const references = await t.db.query<{ table_name: string }>(
      `select distinct tc.table_name from information_schema.table_constraints tc
         join information_schema.constraint_column_usage cu
           on cu.constraint_name = tc.constraint_name and cu.constraint_schema = tc.constraint_schema
        where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'users'
          and tc.table_schema = current_schema()`,
    );
    const personal =
      /^(user_id|email|.+_email|ip|.+_ip|user_agent|whatsapp|.+_name|username|created_by|claimed_by)$/;
    const ignoredNames = new Set(['signer_name', 'file_name']);
    const found = new Set([
      ...references.map((r) => r.table_name),
      ...columns
        .filter((c) => personal.test(c.column_name) && !ignoredNames.has(c.column_name))
        .map((c) => c.table_name),
    ]);
    // A sanity check of the probe itself: it sees the obvious ones.
    expect(found).toContain('sessions');
    expect(found).toContain('purchase_events');
    const covered = new Set(Object.keys(PERSONAL_DATA));
    expect([...found].filter((table) => !covered.has(table)).sort()).toEqual([]);
    // And the map names no table that does not exist.
    const tables = new Set(columns.map((c) => c.table_name));
    expect([...covered].filter((table) => !tables.has(table))).toEqual([]);
  });
});

describe('Baixar meus dados', () => {
  it('produces one JSON document with every area, on a signed link that expires', {
    timeout: 120_000,
  }, async () => {
    const person = await newPerson();
    const none = await json<{ data: unknown }>(await person.client.get('/api/me/data-export'));
    expect(none.data).toBeNull();

    const made = await person.client.post('/api/me/data-export');
    expect(made.status).toBe(201);
    const { data } = await json<{ data: { status: string; url: string; expires_at: string } }>(
      made,
    );
    expect(data.status).toBe('ready');
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const [mail] = await t.db.query<{ subject: string; action_path: string }>(
      'select subject, action_path from mail_outbox where to_email = $1 order by id desc limit 1',
      [person.email],
    );
    expect(mail).toEqual({ subject: 'Seus dados estão prontos', action_path: '/eu/privacidade' });

    // The link alone (another browser, signed out) downloads it.
    const stranger = createClient(t.app);
    const download = await stranger.get(data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="aula-/);
    const doc = await json<{
      format: string;
      data: Record<string, unknown>;
      files: { kind: string; base64: string }[];
    }>(download);
    expect(doc.format).toBe('aula-data-export');
    const section = <T>(name: string) => doc.data[name] as T;
    expect(section<{ email: string; whatsapp: string }>('users')).toMatchObject({
      email: person.email,
      name: person.name,
    });
    expect(section<{ ip: string; user_agent: string }[]>('sessions')).toContainEqual(
      expect.objectContaining({ ip: person.ip, user_agent: person.ua }),
    );
    expect(section<{ body: string }[]>('comments').map((c) => c.body)).toEqual(
      expect.arrayContaining([`Dúvida de ${person.name}`, 'Sem respostas']),
    );
    expect(section<unknown[]>('lecture_views')).toHaveLength(1);
    expect(section<unknown[]>('bookmarks')).toHaveLength(1);
    expect(section<{ seconds: number }[]>('lecture_positions')[0]?.seconds).toBe(42);
    expect(section<{ status: string }[]>('enrollments')[0]?.status).toBe('active');
    expect(section<{ buyer_email: string }[]>('purchase_events')[0]?.buyer_email).toBe(
      person.email,
    );
    expect(section<{ code: string }[]>('certificates')[0]?.code).toBe(person.code);
    expect(section<{ username: string }[]>('discord_connections')[0]?.username).toBe(
      'beatriz_lgpd',
    );
    expect(section<{ title: string }[]>('notifications').map((n) => n.title)).toContain(
      'Ana Beatriz Rocha respondeu ao seu comentário',
    );
    expect(doc.files).toEqual([
      expect.objectContaining({ kind: 'avatar', base64: Buffer.from(PNG).toString('base64') }),
    ]);
    // No secrets of theirs travel in it.
    expect(JSON.stringify(doc)).not.toMatch(/password_hash|code_hash|token_hash|id_hash|csrf/);

    // A changed signature or file, or an expired export, downloads nothing.
    const changed = data.url.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(changed).not.toBe(data.url);
    expect((await stranger.get(changed)).status).toBe(404);
    await t.db.query(
      "update data_exports set expires_at = now() - interval '1 minute' where user_id = $1",
      [person.id],
    );
    expect((await stranger.get(data.url)).status).toBe(404);
    const latest = await json<{ data: { status: string; url: null } }>(
      await person.client.get('/api/me/data-export'),
    );
    expect(latest.data).toMatchObject({ status: 'expired', url: null });
  });

  it('is refused without the CSRF token', async () => {
    const person = await newPerson();
    const refused = await person.client.request('POST', '/api/me/data-export', { xsrf: false });
    expect(refused.status).toBe(419);
  });
});

describe('Excluir minha conta', () => {
  it('needs the password and the code, then leaves nothing of the person in any table or the store', async () => {
    const person = await newPerson();
    // An export waiting in the store is removed with the account.
    const exported = await json<{ data: { url: string } }>(
      await person.client.post('/api/me/data-export'),
    );
    const [exportRow] = await t.db.query<{ file_key: string }>(
      'select file_key from data_exports where user_id = $1',
      [person.id],
    );
    // A second API process (its own app and caches) holds another session of theirs.
    const second = createApp({ db: t.db, files: t.files, log: () => undefined });
    const elsewhere = createClient(second, { ip: person.ip });
    expect((await elsewhere.login(person.email, PASSWORD)).status).toBe(204);
    expect((await elsewhere.get('/api/me')).status).toBe(200);
    // It keeps their course answer (their marks), which a visitor does not get.
    const courseBefore = await elsewhere.get('/api/course-by-slug/react-do-zero');
    const visitorBefore = await createClient(second).get('/api/course-by-slug/react-do-zero');
    expect(await courseBefore.json()).not.toEqual(await visitorBefore.json());

    const wrong = await person.client.post('/api/me/account-deletion/code', {
      json: { password: 'nao-e-a-senha' },
    });
    expect(wrong.status).toBe(422);
    expect((await json<{ errors: Record<string, string[]> }>(wrong)).errors.password).toEqual([
      'A senha está incorreta.',
    ]);
    const noCsrf = await person.client.request('POST', '/api/me/account-deletion', {
      json: { code: '123456' },
      xsrf: false,
    });
    expect(noCsrf.status).toBe(419);

    const sent = await person.client.post('/api/me/account-deletion/code', {
      json: { password: PASSWORD },
    });
    expect(sent.status).toBe(201);
    expect((await json<{ data: { sent_to: string } }>(sent)).data.sent_to).toBe(person.email);
    const [mail] = await t.db.query<{ body: string }>(
      'select body from mail_outbox where to_email = $1 order by id desc limit 1',
      [person.email],
    );
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const badCode = await person.client.post('/api/me/account-deletion', {
      json: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(badCode.status).toBe(422);
    expect((await json<{ error: string }>(badCode)).error).toBe(
      'InvalidAccountDeletionCodeException',
    );

    const deleted = await person.client.post('/api/me/account-deletion', { json: { code } });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.getSetCookie().join('\n')).toMatch(/aula_session=;/);

    // Every session ended, in this process and the other one, at once.
    expect((await person.client.get('/api/me')).status).toBe(401);
    expect((await elsewhere.get('/api/me')).status).toBe(401);
    // The admin's profile of the account says it was deleted, and when; the list still answers.
    const admin = await t.as('admin');
    const list = await admin.json('/api/admin/students?per_page=100&sort=-created_at');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('@conta-excluida.invalid');
    const profile = await admin.json(`/api/admin/students/${person.id}`);
    expect(profile.status).toBe(200);
    const { data } = endpoints.getAdminStudent.response.parse(profile.body);
    const [stored] = await t.db.query<{ deleted_at: Date }>(
      'select deleted_at from users where id = $1',
      [person.id],
    );
    expect(stored?.deleted_at).toBeInstanceOf(Date);
    expect(data.deleted_at).toBe(stored?.deleted_at.toISOString());
    // Its kept course answer (ADR 029) does not serve them: they read what a visitor reads.
    const course = '/api/course-by-slug/react-do-zero';
    const visitor = createClient(second);
    expect(await (await elsewhere.get(course)).json()).toEqual(
      await (await visitor.get(course)).json(),
    );

    // Their e-mail, name, addresses and user agent are in no row of any table.
    const columns = await t.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'inet')`,
    );
    const needles = [
      person.email.toLowerCase(),
      person.name.toLowerCase(),
      person.ip,
      person.ua.toLowerCase(),
    ];
    const byTable = new Map<string, string[]>();
    for (const { table_name, column_name } of columns)
      byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
    const hits: string[] = [];
    // One statement per table: a hit names the table and the columns it scanned.
    for (const [table, names] of byTable) {
      const anyColumn = names
        .map((name) => `strpos(lower("${name}"::text), needle) > 0`)
        .join(' or ');
      const [row] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from "${table}"
          where exists (select 1 from unnest($1::text[]) needle where ${anyColumn})`,
        [needles],
      );
      if (row && row.n > 0) hits.push(`${table} (${names.join(', ')})`);
    }
    expect(hits).toEqual([]);
    // They cannot sign in again (after the scan: a try writes a throttle counter of a minute).
    expect((await createClient(t.app).login(person.email, PASSWORD)).status).toBe(422);

    // The account row stays, anonymised, for what must be kept.
    const [user] = await t.db.query<{ name: string; email: string; deleted_at: Date | null }>(
      'select name, email, deleted_at from users where id = $1',
      [person.id],
    );
    expect(user?.name).toBe(DELETED_NAME);
    expect(user?.email).toMatch(/^excluida-[0-9a-f]{24}@conta-excluida\.invalid$/);
    expect(user?.deleted_at).not.toBeNull();
    const [order] = await t.db.query<{ buyer_email: string | null; transaction_id: string }>(
      'select buyer_email, transaction_id from purchase_events where transaction_id = $1',
      [person.ref],
    );
    expect(order).toEqual({ buyer_email: null, transaction_id: person.ref });
    const [subscription] = await t.db.query<{ status: string }>(
      'select status from enrollments where user_id = $1',
      [person.id],
    );
    expect(subscription?.status).toBe('canceled');

    // Comments: the answered one says "Comentário removido"; the others are gone.
    const comments = await t.db.query<{ id: number; body: string }>(
      'select id, body from comments where id = any($1::int[]) order by id',
      [[person.topId, person.lonelyId, person.replyOnOthersId]],
    );
    expect(comments).toEqual([{ id: person.topId, body: REMOVED_COMMENT }]);

    // The certificate's public page says revoked, without their name.
    const verification = await createClient(t.app).get(`/api/certificates/${person.code}`);
    const verified = await json<{ data: { status: string; full_name: string } }>(verification);
    expect(verified.data).toMatchObject({ status: 'revoked', full_name: DELETED_NAME });

    // Their files are gone from the store, and the export's link downloads nothing.
    expect(await t.files.get(person.avatarKey)).toBeNull();
    expect(await t.files.get(exportRow?.file_key ?? '')).toBeNull();
    expect((await createClient(t.app).get(exported.data.url)).status).toBe(404);
  }, 180_000);

  it('an account deleted before 0032 gets a well-formed stand-in address from the migration', async () => {
    const person = await newPerson();
    await t.db.query(
      `update users set email = 'excluida-00ff@invalid', deleted_at = now() where id = $1`,
      [person.id],
    );
    const migration = migrations.find((m) => m.id === '0032_deleted_accounts_address');
    await t.db.query(migration?.sql ?? 'select 1/0');
    const [row] = await t.db.query<{ email: string }>('select email from users where id = $1', [
      person.id,
    ]);
    expect(row?.email).toBe('excluida-00ff@conta-excluida.invalid');
    const profile = await (await t.as('admin')).json(`/api/admin/students/${person.id}`);
    expect(profile.status).toBe(200);
  });

  it('limits password guesses as the sign-in does (S16)', async () => {
    const person = await newPerson();
    const guess = () =>
      person.client.post('/api/me/account-deletion/code', { json: { password: 'chute-errado' } });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(422);
    const sixth = await guess();
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json<{ message: string }>(sixth)).message).toMatch(
      /^Muitas tentativas de confirmação de senha\. Tente novamente em/,
    );
    // Even the right password waits: the count is taken before the check.
    const right = await person.client.post('/api/me/account-deletion/code', {
      json: { password: PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('a deleted account gets no session and no notification, even from what was under way', async () => {
    const person = await newPerson();
    await deleteAccount(
      { db: t.db, files: t.files, now: () => new Date(), log: () => undefined },
      person.id,
    );
    // A sign-in that passed its password check while the deletion ran: its session is no one's.
    const late = await createSessionStore(t.db).create(person.id);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from sessions where id_hash = $1',
      [late.idHash],
    );
    expect(row?.n).toBe(1);
    expect(await createSessionStore(t.db).find(late.id)).toBeNull();
    // The team answers their kept thread ("Comentário removido"): the deleted account is told nothing.
    const team = await t.fresh('admin');
    const answered = await team.post(`/api/comments/${person.topId}/replies`, {
      json: { body: 'Resposta da equipe depois da exclusão' },
    });
    expect(answered.status).toBe(201);
    const told = await t.db.query(
      'select 1 from notifications where user_id = $1 union all select 1 from mail_outbox where user_id = $1',
      [person.id],
    );
    expect(told).toEqual([]);
  });

  it("keeps others' messages, sent or not, with the name replaced; finds their legacy rows by address", async () => {
    const person = await newPerson();
    const other = demoUser('otherStudent').email;
    const queue = async (to: string, subject: string, body: string, userId: number | null) => {
      const [row] = await t.db.query<{ id: number }>(
        `insert into mail_outbox (to_email, subject, body, kind, user_id, message_token)
         values ($1, $2, $3, 'comment_reply', $4, md5(random()::text)) returning id`,
        [to, subject, body, userId],
      );
      return row?.id ?? 0;
    };
    const quoting = await queue(
      other,
      `${person.name} respondeu`,
      `Olá! ${person.name} (${person.email.toUpperCase()}) respondeu ao seu comentário.`,
      null,
    );
    const unrelated = await queue(other, 'Nova aula', 'Olá! Uma aula nova foi liberada.', null);
    // A PIN from before the outbox knew its user (migration 0023): found by the number.
    const [{ whatsapp } = { whatsapp: '' }] = await t.db.query<{ whatsapp: string }>(
      'select whatsapp from users where id = $1',
      [person.id],
    );
    const legacyPin = await queue(`+${whatsapp}`, 'PIN', 'Seu PIN é 123456', null);
    await deleteAccount(
      { db: t.db, files: t.files, now: () => new Date(), log: () => undefined },
      person.id,
    );
    const byId = async (id: number) =>
      (
        await t.db.query<{ subject: string; body: string; sent_at: Date | null }>(
          'select subject, body, sent_at from mail_outbox where id = $1',
          [id],
        )
      )[0];
    expect(await byId(quoting)).toEqual({
      subject: `${DELETED_NAME} respondeu`,
      body: `Olá! ${DELETED_NAME} (${DELETED_NAME}) respondeu ao seu comentário.`,
      sent_at: null,
    });
    expect((await byId(unrelated))?.body).toBe('Olá! Uma aula nova foi liberada.');
    expect(await byId(legacyPin)).toBeUndefined();
  });

  it('is refused to an admin (another admin acts on their request)', async () => {
    const admin = await t.fresh('admin');
    const refused = await admin.post('/api/me/account-deletion/code', {
      json: { password: demoUser('admin').password },
    });
    expect(refused.status).toBe(403);
  });
});
