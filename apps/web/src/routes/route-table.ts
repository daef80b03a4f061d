import { type ApiRead, catalogueRead, freeLecturesRead } from '@aula/features';
import type { ComponentType } from 'react';

/**
 * Who may open a page (product spec, sections 2 and 6): `public` anyone; `guest` only signed-out
 * people (login, registration); `user` any signed-in person; `student` only students (others go to
 * eu-perfil); `admin` only admins (others go home).
 */
export type PageAccess = 'public' | 'guest' | 'user' | 'student' | 'admin';
export type LayoutName = 'default' | 'admin' | 'splash' | 'none';

export interface PageModule {
  default: ComponentType;
}

export interface RouteDef {
  /** The spec's route name (`eu-perfil`, `admin-cursos-id-conteudo`). */
  name: string;
  /** React Router pattern; `:name` marks a parameter. */
  path: string;
  access: PageAccess;
  layout: LayoutName;
  /** Pages that make no sense without `?token=` send the visitor home (spec, section 5). */
  requiresToken?: boolean;
  /** The page's code, fetched only once its guard lets the visitor in. */
  load: () => Promise<PageModule>;
  /** The page's first reads, started together with its code instead of after it has run. */
  reads?: readonly ApiRead[];
}

const soon = () => import('../pages/coming-soon-page');
const course = () => import('../pages/course-page');

/** Every page of the app, in one place: names, guards, layouts and code. */
export const routeTable = [
  {
    name: 'index',
    path: '/',
    access: 'public',
    layout: 'default',
    load: () => import('../pages/home-page'),
    reads: [catalogueRead, freeLecturesRead],
  },
  {
    name: 'login',
    path: '/login',
    access: 'guest',
    layout: 'none',
    load: () => import('../pages/login-page'),
  },
  {
    name: 'logout',
    path: '/logout',
    access: 'user',
    layout: 'none',
    load: () => import('../pages/logout-page'),
  },
  {
    name: 'cadastrar',
    path: '/cadastrar',
    access: 'guest',
    layout: 'none',
    load: () => import('../pages/register-page'),
  },
  {
    name: 'verificar-email',
    path: '/verificar-email',
    access: 'public',
    layout: 'splash',
    requiresToken: true,
    load: () => import('../pages/verify-email-page'),
  },
  {
    name: 'esqueci-senha',
    path: '/esqueci-senha',
    access: 'public',
    layout: 'default',
    load: () => import('../pages/forgot-password-page'),
  },
  {
    name: 'finalizar-cadastro',
    path: '/finalizar-cadastro',
    access: 'public',
    layout: 'default',
    requiresToken: true,
    load: () => import('../pages/finish-registration-page'),
  },
  {
    name: 'callbacks-discord',
    path: '/callbacks/discord',
    access: 'user',
    layout: 'default',
    load: () => import('../pages/discord-callback-page'),
  },
  {
    name: 'aulas-agendadas',
    path: '/aulas-agendadas',
    access: 'user',
    layout: 'default',
    load: () => import('../pages/scheduled-lectures-page'),
  },

  {
    name: 'eu-perfil',
    path: '/eu/perfil',
    access: 'user',
    layout: 'default',
    load: () => import('../pages/profile-page'),
  },
  { name: 'eu-seguranca', path: '/eu/seguranca', access: 'user', layout: 'default', load: soon },
  {
    name: 'eu-assinaturas',
    path: '/eu/assinaturas',
    access: 'user',
    layout: 'default',
    load: soon,
  },
  {
    name: 'eu-dispositivos',
    path: '/eu/dispositivos',
    access: 'user',
    layout: 'default',
    load: soon,
  },
  { name: 'eu-suporte', path: '/eu/suporte', access: 'student', layout: 'default', load: soon },
  { name: 'eu-favoritos', path: '/eu/favoritos', access: 'student', layout: 'default', load: soon },
  {
    name: 'eu-preferencias',
    path: '/eu/preferencias',
    access: 'student',
    layout: 'default',
    load: soon,
  },
  {
    name: 'eu-acesso-vitalicio',
    path: '/eu/acesso-vitalicio',
    access: 'student',
    layout: 'default',
    load: soon,
  },

  { name: 'admin', path: '/admin', access: 'admin', layout: 'admin', load: soon },
  { name: 'admin-cursos', path: '/admin/cursos', access: 'admin', layout: 'admin', load: soon },
  {
    name: 'admin-cursos-id',
    path: '/admin/cursos/:id',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-cursos-id-alunos',
    path: '/admin/cursos/:id/alunos',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-cursos-id-conteudo',
    path: '/admin/cursos/:id/conteudo',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-cursos-id-repositorios',
    path: '/admin/cursos/:id/repositorios',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-cursos-id-informacoes-basicas',
    path: '/admin/cursos/:id/informacoes-basicas',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-estudantes',
    path: '/admin/estudantes',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-estudantes-id',
    path: '/admin/estudantes/:id',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-estudantes-id-cursos',
    path: '/admin/estudantes/:id/cursos',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-estudantes-id-progresso',
    path: '/admin/estudantes/:id/progresso',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-estudantes-id-assinaturas',
    path: '/admin/estudantes/:id/assinaturas',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-comentarios',
    path: '/admin/comentarios',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },
  {
    name: 'admin-periodo-de-teste',
    path: '/admin/periodo-de-teste',
    access: 'admin',
    layout: 'admin',
    load: soon,
  },

  // The course player (issue 7). Public: free lectures play for anyone, locked ones show the CTA.
  { name: 'course', path: '/:course', access: 'public', layout: 'default', load: course },
  {
    name: 'course-aula-lecture',
    path: '/:course/aula/:lecture',
    access: 'public',
    layout: 'default',
    load: course,
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];

/** The two redirect-only admin routes: a course id to its content, a student id to subscriptions. */
export const redirectRoutes = [
  { name: 'admin-curso', path: '/admin/curso/:id', to: 'admin-cursos-id-conteudo' },
  { name: 'admin-estudante', path: '/admin/estudante/:id', to: 'admin-estudantes-id-assinaturas' },
] as const satisfies readonly { name: string; path: string; to: RouteName }[];

const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

/** The route definition of `name`. */
export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<N extends RouteName> = Extract<(typeof routeTable)[number], { name: N }>['path'];
type ParamsOf<N extends RouteName> = [ParamNames<PathOf<N>>] extends [never]
  ? [params?: undefined, query?: Record<string, string>]
  : [params: Record<ParamNames<PathOf<N>>, string | number>, query?: Record<string, string>];

/**
 * The path of a named route: `pathTo('admin-cursos-id-conteudo', { id: 7 })` is
 * `/admin/cursos/7/conteudo`. Parameters are URL-encoded; a query is appended when given.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, query]: ParamsOf<N>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      throw new Error(`Route "${name}" needs the parameter "${key}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The segments of a pattern, to match a concrete pathname without the router. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/**
 * The route a pathname opens, ranked like React Router: a pattern with more static segments wins,
 * so `/login` is the login page and not a course called "login".
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  let best: RouteDef | undefined;
  let bestScore = -1;
  for (const route of routeTable as readonly RouteDef[]) {
    if (!matches(route.path, pathname)) continue;
    const score = route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}
