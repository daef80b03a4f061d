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
 * unsubscribe link, the deleted account), through its own table (./later-pages), as the admin
 * pages: their preload lists stay out of the first download (issue 37's home went over its 100
 * kB with every new page's list).
 */
const laterPage = (name: LaterPageName) =>
  withAllStyles(() => import('./later-pages').then(({ laterPages }) => laterPages[name]()));

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
  {
    name: 'logout',
    path: paths.logout,
    title: 'Saindo',
    access: 'user',
    layout: 'none',
    load: withAllStyles(() => import('../pages/logout-page')),
  },
  {
    name: 'cadastrar',
    path: paths.cadastrar,
    title: 'Criar conta',
    access: 'guest',
    layout: 'none',
    load: withAllStyles(() => import('../pages/register-page')),
  },
  {
    name: 'verificar-email',
    path: paths['verificar-email'],
    title: 'Verificação de e-mail',
    access: 'public',
    layout: 'splash',
    requiresToken: true,
    load: withAllStyles(() => import('../pages/verify-email-page')),
  },
  {
    name: 'esqueci-senha',
    path: paths['esqueci-senha'],
    title: 'Esqueci minha senha',
    access: 'public',
    layout: 'default',
    load: withAllStyles(() => import('../pages/forgot-password-page')),
  },
  {
    name: 'finalizar-cadastro',
    path: paths['finalizar-cadastro'],
    title: 'Finalizar cadastro',
    access: 'public',
    layout: 'default',
    requiresToken: true,
    load: withAllStyles(() => import('../pages/finish-registration-page')),
  },
  {
    name: 'callbacks-discord',
    path: paths['callbacks-discord'],
    title: 'Conectando ao Discord',
    access: 'user',
    layout: 'default',
    load: withAllStyles(() => import('../pages/discord-callback-page')),
  },
  {
    name: 'aulas-agendadas',
    path: paths['aulas-agendadas'],
    title: 'Aulas agendadas',
    access: 'user',
    layout: 'default',
    load: withAllStyles(() => import('../pages/scheduled-lectures-page')),
  },

  {
    name: 'eu-perfil',
    path: paths['eu-perfil'],
    title: 'Meu perfil',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-perfil'),
  },
  {
    name: 'eu-seguranca',
    path: paths['eu-seguranca'],
    title: 'Segurança',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-seguranca'),
  },
  {
    name: 'eu-assinaturas',
    path: paths['eu-assinaturas'],
    title: 'Assinaturas',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-assinaturas'),
  },
  {
    name: 'eu-certificados',
    path: paths['eu-certificados'],
    title: 'Certificados',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-certificados'),
  },
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
  {
    name: 'eu-dispositivos',
    path: paths['eu-dispositivos'],
    title: 'Dispositivos',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-dispositivos'),
  },
  {
    name: 'eu-suporte',
    path: paths['eu-suporte'],
    title: 'Suporte',
    access: 'student',
    layout: 'default',
    load: laterPage('eu-suporte'),
  },
  {
    name: 'eu-favoritos',
    path: paths['eu-favoritos'],
    title: 'Favoritos',
    access: 'student',
    layout: 'default',
    load: laterPage('eu-favoritos'),
  },
  {
    name: 'eu-preferencias',
    path: paths['eu-preferencias'],
    title: 'Preferências',
    access: 'student',
    layout: 'default',
    load: laterPage('eu-preferencias'),
  },
  {
    name: 'eu-notificacoes',
    path: paths['eu-notificacoes'],
    title: 'Notificações',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-notificacoes'),
  },
  {
    name: 'descadastrar',
    path: paths.descadastrar,
    title: 'Cancelar e-mails',
    access: 'public',
    layout: 'splash',
    requiresToken: true,
    load: laterPage('descadastrar'),
  },
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
  {
    name: 'conta-excluida',
    path: paths['conta-excluida'],
    title: 'Conta excluída',
    access: 'public',
    layout: 'splash',
    load: laterPage('conta-excluida'),
  },
  {
    name: 'eu-acesso-vitalicio',
    path: paths['eu-acesso-vitalicio'],
    title: 'Acesso vitalício',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-acesso-vitalicio'),
  },
  {
    name: 'eu-privacidade',
    path: paths['eu-privacidade'],
    title: 'Privacidade',
    access: 'user',
    layout: 'default',
    load: laterPage('eu-privacidade'),
  },

  {
    name: 'admin',
    path: paths.admin,
    title: 'Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin'),
  },
  {
    name: 'admin-cursos',
    path: paths['admin-cursos'],
    title: 'Cursos — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos'),
  },
  {
    name: 'admin-cursos-id',
    path: paths['admin-cursos-id'],
    title: 'Curso — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos-id'),
  },
  {
    name: 'admin-cursos-id-alunos',
    path: paths['admin-cursos-id-alunos'],
    title: 'Alunos do curso — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos-id-alunos'),
  },
  {
    name: 'admin-cursos-id-conteudo',
    path: paths['admin-cursos-id-conteudo'],
    title: 'Conteúdo do curso — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos-id-conteudo'),
  },
  {
    name: 'admin-cursos-id-repositorios',
    path: paths['admin-cursos-id-repositorios'],
    title: 'Repositórios do curso — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos-id-repositorios'),
  },
  {
    name: 'admin-cursos-id-informacoes-basicas',
    path: paths['admin-cursos-id-informacoes-basicas'],
    title: 'Informações básicas do curso — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-cursos-id-informacoes-basicas'),
  },
  {
    name: 'admin-estudantes',
    path: paths['admin-estudantes'],
    title: 'Estudantes — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-estudantes'),
  },
  {
    name: 'admin-estudantes-id',
    path: paths['admin-estudantes-id'],
    title: 'Estudante — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-estudantes-id'),
  },
  {
    name: 'admin-estudantes-id-cursos',
    path: paths['admin-estudantes-id-cursos'],
    title: 'Cursos do estudante — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-estudantes-id-cursos'),
  },
  {
    name: 'admin-estudantes-id-progresso',
    path: paths['admin-estudantes-id-progresso'],
    title: 'Progresso do estudante — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-estudantes-id-progresso'),
  },
  {
    name: 'admin-estudantes-id-assinaturas',
    path: paths['admin-estudantes-id-assinaturas'],
    title: 'Assinaturas do estudante — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-estudantes-id-assinaturas'),
  },
  {
    name: 'admin-comentarios',
    path: paths['admin-comentarios'],
    title: 'Comentários — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-comentarios'),
  },
  {
    name: 'admin-periodo-de-teste',
    path: paths['admin-periodo-de-teste'],
    title: 'Período de teste — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-periodo-de-teste'),
  },
  {
    name: 'admin-vendas',
    path: paths['admin-vendas'],
    title: 'Vendas — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-vendas'),
  },
  {
    name: 'admin-produtos',
    path: paths['admin-produtos'],
    title: 'Produtos — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-produtos'),
  },
  {
    name: 'admin-emails',
    path: paths['admin-emails'],
    title: 'E-mails — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-emails'),
  },
  {
    name: 'admin-auditoria',
    path: paths['admin-auditoria'],
    title: 'Auditoria — Administração',
    access: 'admin',
    layout: 'admin',
    load: adminPage('admin-auditoria'),
  },
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
