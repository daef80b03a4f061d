import {
  ANSWERS_DATA_BLOCK,
  certificatePagePath,
  type EndpointDef,
  type EndpointName,
  endpointRoutes,
  endpoints,
  SESSION_DATA_BLOCK,
} from '@aula/contract';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session';
import { courseHead, lectureHead } from '../course-head';
import type { AppEnv, Services } from '../env';
import { certificateHead, noticeHead, unknownCertificateHead } from '../page-heads';
import { coursePageExists } from '../queries/pages';
import { spaHandler } from '../static';
import type { sessionFinder } from './session';

/** What a page's embedded reads carry of the browser's request: who asks, and from where. */
const FORWARDED_TO_READS = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

/** The raw code segment of a certificate's public page (`/certificados/{código}`), if it is one. */
function certificateCode(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && segments[0] === 'certificados' ? segments[1] : undefined;
}

/** The GET endpoints that answer a body, with their paths as patterns (`:slug` is a segment). */
const READS = Object.entries(endpointRoutes).flatMap(([name, route]) =>
  route.method === 'GET' && !('base' in route) && !('empty' in route)
    ? [
        {
          name: name as EndpointName,
          path: new RegExp(`^${route.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
        },
      ]
    : [],
);

/** The GET endpoint a read's address (`api/course-by-slug/react?x=1`) asks, if it is one. */
export function getEndpointOf(address: string): EndpointName | undefined {
  const path = address.split('?')[0] ?? '';
  return READS.find((read) => read.path.test(path))?.name;
}

/**
 * The built SPA with history fallback (`static.ts`), each page with the session's `api/me` and
 * its first reads answered in it (issue 21, ADR 029). The last route of the app.
 */
export function staticPages(
  app: Hono<AppEnv>,
  staticDir: string,
  {
    services,
    findSession,
    appUrl,
  }: {
    services: Services;
    findSession: ReturnType<typeof sessionFinder>;
    /** The public address (APP_URL) the head's absolute links use; else the request's origin. */
    appUrl?: string | undefined;
  },
) {
  const { log } = services;
  /** The page request's session, looked up once for its status and its data blocks. */
  const sessions = new WeakMap<Request, ReturnType<typeof findSession>>();
  const sessionOf = (c: Context<AppEnv>) => {
    let found = sessions.get(c.req.raw);
    if (!found) {
      found = findSession(c, getCookie(c, SESSION_COOKIE));
      sessions.set(c.req.raw, found);
    }
    return found;
  };
  /**
   * The page's first reads, each asked of this app as the browser would ask it (the viewer's
   * cookie, address and agent) and kept only when it answers 200 with what the contract says:
   * by address (`api/lectures/free`). A read that fails is left out; the page asks for it.
   */
  const pageAnswers = async (c: Context<AppEnv>, reads: readonly string[]) => {
    /** What a read that did not answer 200 answered (`api/certificates/X`: 404), by address. */
    const statuses: Record<string, number> = {};
    const answers = await Promise.all(
      reads.map(async (read): Promise<[string, unknown] | null> => {
        const address = read.replace(/^\//, '');
        const name = getEndpointOf(address);
        const schema = name ? (endpoints[name] as EndpointDef).response : undefined;
        if (!schema) return null;
        const headers = new Headers({ accept: 'application/json' });
        for (const header of FORWARDED_TO_READS) {
          const value = c.req.header(header);
          if (value) headers.set(header, value);
        }
        try {
          const url = new URL(`/${address}`, c.req.url);
          // A segment the URL parser reads as a step up (`%2e%2e`) would ask another address.
          if (url.pathname !== `/${address.split('?')[0]}`) return null;
          const response = await app.fetch(new Request(url, { headers }), c.env);
          if (response.status !== 200) {
            statuses[address] = response.status;
            return null;
          }
          const parsed = schema.safeParse(await response.json());
          return parsed.success ? [address, parsed.data] : null;
        } catch {
          return null;
        }
      }),
    );
    return {
      answers: Object.fromEntries(answers.filter((entry) => entry !== null)),
      statuses,
    };
  };

  /** The public address of the request's page (APP_URL's origin, else the request's). */
  const addressOf = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const base = appUrl ?? url.origin;
    return {
      url,
      base,
      pageUrl: new URL(url.pathname, `${base.replace(/\/+$/, '')}/`).toString(),
    };
  };

  /**
   * A course's sales page address (`/react-do-zero`, one segment) has the course's head: title,
   * description, Open Graph and its schema.org `Course` (ADR 046), from the course read the page
   * answers anyway; a lecture's page (`/react-do-zero/aula/3`) the player's title and its poster's
   * preload, from the same read (ADR 051). Any other page keeps the shell's.
   */
  const headOf = (c: Context<AppEnv>, answers: Record<string, unknown>) => {
    const { url, base, pageUrl } = addressOf(c);
    const segments = url.pathname.split('/').filter(Boolean);
    // A certificate's public page (issue 38 §1): its head from the verification the page
    // answers anyway (the API's lookup, under its rate limit); no answer, the generic head.
    const certificate = certificateCode(url.pathname);
    if (certificate !== undefined) {
      const parsed = endpoints.verifyCertificate.response.safeParse(
        answers[`api/certificates/${certificate}`],
      );
      if (!parsed.success) return unknownCertificateHead();
      // Canonical: the code as issued (`/certificados/7kq2-…` is the same certificate).
      const canonical = new URL(
        certificatePagePath(parsed.data.data.code),
        `${base.replace(/\/+$/, '')}/`,
      ).toString();
      return certificateHead(parsed.data.data, canonical);
    }
    const notice = noticeHead(url.pathname, pageUrl);
    if (notice) return notice;
    // A course's page (`/react-do-zero`) or one of its lectures (`/react-do-zero/aula/3`).
    const lecture = segments.length === 3 && segments[1] === 'aula' ? Number(segments[2]) : null;
    if (segments.length !== 1 && !Number.isSafeInteger(lecture)) return undefined;
    const answer = answers[`api/course-by-slug/${segments[0]}`];
    const parsed = endpoints.courseBySlug.response.safeParse(answer);
    if (!parsed.success) return undefined;
    return lecture === null
      ? courseHead(parsed.data.data, { pageUrl, base })
      : lectureHead(parsed.data.data, lecture);
  };

  /**
   * A certificate page whose lookup found nothing answers 404, as the API does (unknown or
   * malformed code), and 429 when the address is over its lookup budget; else the page's own.
   */
  const statusOf = (c: Context<AppEnv>, statuses: Record<string, number>) => {
    const code = certificateCode(new URL(c.req.url).pathname);
    if (code === undefined) return undefined;
    const status = statuses[`api/certificates/${code}`];
    return status === 404 || status === 429 ? status : undefined;
  };

  app.get(
    '*',
    spaHandler(staticDir, {
      // The session's `api/me` answer in the page itself (issue 21): the first page needs no
      // round trip for it, and a guest's page logs no 401. The same shape the endpoint
      // answers, checked by the same schema; a guest's is `{ "data": null }`.
      // The page's first reads (the manifest's, e.g. `/`'s catalogue and free lectures) are
      // answered in the page too (ADR 029), each as the endpoint answers it for this viewer.
      async dataBlocks(c, reads) {
        const session = await sessionOf(c);
        const me = endpoints.me.response.parse({ data: session?.viewer ?? null });
        const { answers, statuses } = await pageAnswers(c, reads);
        return {
          blocks: {
            [SESSION_DATA_BLOCK]: me,
            ...(Object.keys(answers).length > 0 ? { [ANSWERS_DATA_BLOCK]: answers } : {}),
          },
          answers,
          signedIn: me.data !== null,
          head: headOf(c, answers),
          status: statusOf(c, statuses),
          origin: addressOf(c).base.replace(/\/+$/, ''),
        };
      },
      // `/curso-inexistente` and `/react-do-zero/aula/99`: the app's "not found" page, with 404.
      async pageExists(c, pattern, params) {
        if (pattern !== '/:course' && pattern !== '/:course/aula/:lecture') return true;
        const admin = (await sessionOf(c))?.viewer?.is_admin ?? false;
        return coursePageExists(services.db, params.course ?? '', params.lecture, admin);
      },
      // A guest page the web build's module could not render is served without its markup.
      report: (error) =>
        log({
          level: 'error',
          message: `guest page render: ${String(error)}`,
          stack: error instanceof Error ? error.stack : undefined,
        }),
    }),
  );
}
