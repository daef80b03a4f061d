import {
  type ApiRead,
  catalogueRead,
  certificateVerificationRead,
  freeLecturesRead,
  legalInfoRead,
} from '@aula/features';
import type { ComponentType } from 'react';
import { withAllStyles } from '../app/all-styles';
import type { AdminPageName } from './admin-pages';
import type { LaterPageName } from './later-pages';
import { COURSE_SLUG, matchPath, paramsOf, paths, type RouteName, redirectPaths } from './paths';

export type { RouteName } from './paths';

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
  name: RouteName;
  /** React Router pattern (from ./paths); `:name` marks a parameter. */
  path: string;
  /**
   * The page's pt-BR name in the browser tab (`Entrar` is shown as "Entrar — Aula"), set while
   * the page is shown; `null` for a page that names itself (the player: lecture and course).
   */
  title: string | null;
  access: PageAccess;
  layout: LayoutName;
  /** Pages that make no sense without `?token=` send the visitor home (spec, section 5). */
  requiresToken?: boolean;
  /** The page's code, fetched only once its guard lets the visitor in. */
  load: () => Promise<PageModule>;
  /**
   * The page's first reads, started together with its code instead of after it has run; a
   * function of the path's parameters when they depend on them (the player's course).
   */
  reads?: readonly ApiRead[] | ((params: Record<string, string>) => readonly ApiRead[]);
}

/** A route's first reads at a pathname it matches. */
export function readsOf(route: RouteDef, pathname: string): readonly ApiRead[] {
  const reads = route.reads ?? [];
  return typeof reads === 'function' ? reads(paramsOf(route.path, pathname)) : reads;
}

/**
 * An admin page's code, through the admin pages' own chunk (./admin-pages): what the admin area
 * loads stays out of a visitor's first download, at the cost of that small file's round trip
 * before the first admin page's code.
 */
const adminPage = (name: AdminPageName) =>
  withAllStyles(() => import('./admin-pages').then(({ adminPages }) => adminPages[name]()));

/**
 * A page of the account area or a page few visitors open (a certificate's verification, the
 * unsubscribe link, the deleted account, the steps of signing out, verifying an e-mail, a
 * forgotten password, finishing a registration and connecting Discord, the scheduled lectures),
 * through its own table (./later-pages), as the admin pages: their preload lists stay out of the
 * first download (issue 37's home went over its 100 kB with every new page's list).
 */
const laterPage = (name: LaterPageName) =>
  withAllStyles(() => import('./later-pages').then(({ laterPages }) => laterPages[name]()));

/** An admin page: for admins, in the admin frame, its tab named "{title} — Administração". */
const adminRoute = (name: AdminPageName & RouteName, title: string): RouteDef => ({
  name,
  path: paths[name],
  title: `${title} — Administração`,
  access: 'admin',
  layout: 'admin',
  load: adminPage(name),
});

/** A page through ./later-pages (the account area, pages few open), in the site's frame by default. */
const laterRoute = (
  name: LaterPageName & RouteName,
  title: string,
  access: PageAccess,
  layout: LayoutName = 'default',
  requiresToken?: true,
): RouteDef => ({
  name,
  path: paths[name],
  title,
  access,
  layout,
  load: laterPage(name),
  ...(requiresToken ? { requiresToken } : {}),
});

const course = withAllStyles(() => import('../pages/course-page'));
/** The player's first read: its course (a slug the API could not have asks nothing). */
const courseReads = ({ course = '' }: Record<string, string>): readonly ApiRead[] =>
  COURSE_SLUG.test(course) ? [['courseBySlug', { params: { slug: course } }]] : [];

/** Every page of the app, in one place: names, guards, layouts and code. */
export const routeTable = [
  {
    name: 'index',
    path: paths.index,
    title: 'Início',
    access: 'public',
    layout: 'default',
    load: () => import('../pages/home-page'),
    reads: [catalogueRead, freeLecturesRead],
  },
  {
    name: 'login',
    path: paths.login,
    title: 'Entrar',
    access: 'guest',
    layout: 'none',
    load: withAllStyles(() => import('../pages/login-page')),
  },
  laterRoute('logout', 'Saindo', 'user', 'none'),
  {
    name: 'cadastrar',
    path: paths.cadastrar,
    title: 'Criar conta',
    access: 'guest',
    layout: 'none',
    load: withAllStyles(() => import('../pages/register-page')),
  },
  laterRoute('verificar-email', 'Verificação de e-mail', 'public', 'splash', true),
  laterRoute('esqueci-senha', 'Esqueci minha senha', 'public'),
  laterRoute('finalizar-cadastro', 'Finalizar cadastro', 'public', 'default', true),
  laterRoute('callbacks-discord', 'Conectando ao Discord', 'user'),
  laterRoute('aulas-agendadas', 'Aulas agendadas', 'user'),

  laterRoute('eu-perfil', 'Meu perfil', 'user'),
  laterRoute('eu-seguranca', 'Segurança', 'user'),
  laterRoute('eu-assinaturas', 'Assinaturas', 'user'),
  laterRoute('eu-certificados', 'Certificados', 'user'),
  {
    name: 'certificados-code',
    path: paths['certificados-code'],
    title: 'Verificação de certificado',
    access: 'public',
    layout: 'default',
    load: laterPage('certificados-code'),
    // Answered in the page by the server, which renders it for a guest (ADR 046).
    reads: ({ code = '' }) => [certificateVerificationRead(code)],
  },
  laterRoute('eu-dispositivos', 'Dispositivos', 'user'),
  laterRoute('eu-suporte', 'Suporte', 'student'),
  laterRoute('eu-favoritos', 'Favoritos', 'student'),
  laterRoute('eu-preferencias', 'Preferências', 'student'),
  laterRoute('eu-notificacoes', 'Notificações', 'user'),
  laterRoute('descadastrar', 'Cancelar e-mails', 'public', 'splash', true),
  {
    // Every product (issue 37 §3): the catalogue's components, whose styles are the first page's.
    name: 'cursos',
    path: paths.cursos,
    title: 'Cursos',
    access: 'public',
    layout: 'default',
    load: () => import('../pages/catalogue-page'),
    reads: [catalogueRead],
  },
  laterRoute('conta-excluida', 'Conta excluída', 'public', 'splash'),
  laterRoute('eu-acesso-vitalicio', 'Acesso vitalício', 'user'),
  laterRoute('eu-privacidade', 'Privacidade', 'user'),

  {
    name: 'admin',
    path: paths.admin,
    title: 'Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin'),
  },
  adminRoute('admin-cursos', 'Cursos'),
  adminRoute('admin-cursos-id', 'Curso'),
  adminRoute('admin-cursos-id-alunos', 'Alunos do curso'),
  adminRoute('admin-cursos-id-conteudo', 'Conteúdo do curso'),
  adminRoute('admin-cursos-id-repositorios', 'Repositórios do curso'),
  adminRoute('admin-cursos-id-informacoes-basicas', 'Informações básicas do curso'),
  adminRoute('admin-estudantes', 'Estudantes'),
  adminRoute('admin-estudantes-id', 'Estudante'),
  adminRoute('admin-estudantes-id-cursos', 'Cursos do estudante'),
  adminRoute('admin-estudantes-id-progresso', 'Progresso do estudante'),
  adminRoute('admin-estudantes-id-assinaturas', 'Assinaturas do estudante'),
  adminRoute('admin-comentarios', 'Comentários'),
  adminRoute('admin-periodo-de-teste', 'Período de teste'),
  adminRoute('admin-vendas', 'Vendas'),
  adminRoute('admin-produtos', 'Produtos'),
  adminRoute('admin-emails', 'E-mails'),
  adminRoute('admin-auditoria', 'Auditoria'),
  // The public notices (issue 38 §2, ADR 047): rendered by the server for a guest, like `/`.
  {
    name: 'termos',
    path: paths.termos,
    title: 'Termos de uso',
    access: 'public',
    layout: 'default',
    load: withAllStyles(() => import('../pages/legal/terms-page')),
    reads: [legalInfoRead],
  },
  {
    name: 'privacidade',
    path: paths.privacidade,
    title: 'Aviso de privacidade',
    access: 'public',
    layout: 'default',
    load: withAllStyles(() => import('../pages/legal/privacy-page')),
    reads: [legalInfoRead],
  },

  // The course player (issue 7). Public: free lectures play for anyone, locked ones show the CTA.
  {
    name: 'course',
    path: paths.course,
    title: null,
    access: 'public',
    layout: 'default',
    load: course,
    reads: courseReads,
  },
  {
    name: 'course-aula-lecture',
    path: paths['course-aula-lecture'],
    title: null,
    access: 'public',
    layout: 'default',
    load: course,
    reads: courseReads,
  },
] as const satisfies readonly RouteDef[];

/** The two redirect-only admin routes: a course id to its content, a student id to subscriptions. */
export const redirectRoutes = Object.entries(redirectPaths).map(([name, { path, to }]) => ({
  name,
  path,
  to,
}));

const byName = new Map<string, RouteDef>(routeTable.map((route) => [route.name, route]));

/** The route definition of `name`. */
export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}

/**
 * The route a pathname opens, ranked like React Router: a pattern with more static segments wins,
 * so `/login` is the login page and not a course called "login".
 */
export function matchRoute(pathname: string): RouteDef | undefined {
  const name = matchPath(pathname);
  return name ? routeByName(name) : undefined;
}
