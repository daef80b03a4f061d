/**
 * Every page's path pattern under its spec name, and the helpers that build and match paths.
 * No imports (as bulletproof-react's `config/paths.ts`): the pages, the route table, the guards
 * and the Vite config all read this file, and the route table (which loads the pages) is read by
 * none of the pages, so no import cycle can form through it.
 */
export const paths = {
  index: '/',
  login: '/login',
  logout: '/logout',
  cadastrar: '/cadastrar',
  'verificar-email': '/verificar-email',
  'esqueci-senha': '/esqueci-senha',
  'finalizar-cadastro': '/finalizar-cadastro',
  'callbacks-discord': '/callbacks/discord',
  'aulas-agendadas': '/aulas-agendadas',
  descadastrar: '/descadastrar',
  // The header's "Cursos": every product (issue 37 §3). Like `/login`, it wins over a course of
  // that slug.
  cursos: '/cursos',
  'conta-excluida': '/conta-excluida',

  'eu-perfil': '/eu/perfil',
  'eu-seguranca': '/eu/seguranca',
  'eu-assinaturas': '/eu/assinaturas',
  'eu-dispositivos': '/eu/dispositivos',
  'eu-suporte': '/eu/suporte',
  'eu-favoritos': '/eu/favoritos',
  'eu-preferencias': '/eu/preferencias',
  'eu-acesso-vitalicio': '/eu/acesso-vitalicio',
  'eu-certificados': '/eu/certificados',
  'certificados-code': '/certificados/:code',
  'eu-notificacoes': '/eu/notificacoes',
  'eu-privacidade': '/eu/privacidade',

  admin: '/admin',
  'admin-cursos': '/admin/cursos',
  'admin-cursos-id': '/admin/cursos/:id',
  'admin-cursos-id-alunos': '/admin/cursos/:id/alunos',
  'admin-cursos-id-conteudo': '/admin/cursos/:id/conteudo',
  'admin-cursos-id-repositorios': '/admin/cursos/:id/repositorios',
  'admin-cursos-id-informacoes-basicas': '/admin/cursos/:id/informacoes-basicas',
  'admin-estudantes': '/admin/estudantes',
  'admin-estudantes-id': '/admin/estudantes/:id',
  'admin-estudantes-id-cursos': '/admin/estudantes/:id/cursos',
  'admin-estudantes-id-progresso': '/admin/estudantes/:id/progresso',
  'admin-estudantes-id-assinaturas': '/admin/estudantes/:id/assinaturas',
  'admin-comentarios': '/admin/comentarios',
  'admin-periodo-de-teste': '/admin/periodo-de-teste',
  'admin-vendas': '/admin/vendas',
  'admin-produtos': '/admin/produtos',
  'admin-emails': '/admin/emails',
  'admin-auditoria': '/admin/auditoria',
  termos: '/termos',
  privacidade: '/privacidade',

  // The course player: `/login` and the other static paths win over a course called "login".
  course: '/:course',
  'course-aula-lecture': '/:course/aula/:lecture',
} as const;

/** The spec's name of a page (`eu-perfil`, `admin-cursos-id-conteudo`). */
export type RouteName = keyof typeof paths;

/** The two redirect-only admin paths: a course id to its content, a student id to subscriptions. */
export const redirectPaths = {
  'admin-curso': { path: '/admin/curso/:id', to: 'admin-cursos-id-conteudo' },
  'admin-estudante': { path: '/admin/estudante/:id', to: 'admin-estudantes-id-assinaturas' },
} as const satisfies Record<string, { path: string; to: RouteName }>;

/**
 * Every path pattern the app answers with a page (the redirect-only ones included): the build
 * writes them into the server's manifest, so that any other path is answered with HTTP 404.
 */
export const pagePatterns: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(redirectPaths).map((redirect) => redirect.path),
];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type ParamsOf<N extends RouteName> = [ParamNames<(typeof paths)[N]>] extends [never]
  ? [params?: undefined, query?: Record<string, string>]
  : [
      params: Record<ParamNames<(typeof paths)[N]>, string | number>,
      query?: Record<string, string>,
    ];

/**
 * The path of a named route: `pathTo('admin-cursos-id-conteudo', { id: 7 })` is
 * `/admin/cursos/7/conteudo`. Parameters are URL-encoded; a query is appended when given.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: ParamsOf<N>): string {
  const pattern: string | undefined = paths[name];
  if (pattern === undefined) throw new Error(`Unknown route "${name}"`);
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      throw new Error(`Route "${name}" needs the parameter "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** A course's slug as the API could have it; any other is the 404 page without asking. */
export const COURSE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The parameters a pathname gives a pattern it fits (`/:course` on `/react` is `{ course: 'react' }`). */
export function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  want.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const value = have[i] ?? '';
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      params[segment.slice(1)] = value;
    }
  });
  return params;
}

/** Whether a concrete pathname fits a pattern, segment by segment (`:name` fits any segment). */
export function fitsPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** How specific a pattern is: its static segments (React Router ranks them before parameters). */
const staticSegments = (pattern: string) =>
  pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;

/**
 * The page a pathname opens, ranked like React Router: a pattern with more static segments wins,
 * so `/login` is the login page and not a course called "login".
 */
export function matchPath(pathname: string): RouteName | undefined {
  let best: RouteName | undefined;
  let bestScore = -1;
  for (const [name, pattern] of Object.entries(paths) as [RouteName, string][]) {
    if (!fitsPattern(pattern, pathname)) continue;
    const score = staticSegments(pattern);
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}
