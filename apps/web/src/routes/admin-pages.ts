import type { PageModule } from './route-table';

/**
 * The admin pages' code, by route name, in a chunk of its own that the first admin page loads
 * (`adminPage` in ./route-table). Each `import()` of a page carries the list of the files that page
 * needs (Vite's preload list): in the route table, the admin area's lists (some forty file names,
 * about 1 kB gz) were in every visitor's first download. `vite.config.ts` keeps this module out of
 * the `app` chunk (`LATER`).
 */
export const adminPages = {
  admin: () => import('../pages/admin/home-page'),
  'admin-cursos': () => import('../pages/admin/courses-page'),
  'admin-cursos-id': () => import('../pages/admin/course-overview-page'),
  'admin-cursos-id-alunos': () => import('../pages/admin/course-students-page'),
  'admin-cursos-id-conteudo': () => import('../pages/admin/course-content-page'),
  'admin-cursos-id-repositorios': () => import('../pages/admin/course-repositories-page'),
  'admin-cursos-id-informacoes-basicas': () => import('../pages/admin/course-info-page'),
  'admin-estudantes': () => import('../pages/admin/students-page'),
  'admin-estudantes-id': () => import('../pages/admin/student-profile-page'),
  'admin-estudantes-id-cursos': () => import('../pages/admin/student-courses-page'),
  'admin-estudantes-id-progresso': () => import('../pages/admin/student-progress-page'),
  'admin-estudantes-id-assinaturas': () => import('../pages/admin/student-subscriptions-page'),
  'admin-comentarios': () => import('../pages/admin/comments-page'),
  'admin-periodo-de-teste': () => import('../pages/admin/trials-page'),
  'admin-vendas': () => import('../pages/admin/sales-page'),
  'admin-produtos': () => import('../pages/admin/products-page'),
  'admin-emails': () => import('../pages/admin/emails-page'),
  'admin-auditoria': () => import('../pages/admin/audit-page'),
} as const satisfies Record<string, () => Promise<PageModule>>;

export type AdminPageName = keyof typeof adminPages;

/**
 * The admin frame's code (`AdminLayoutRoute` in ../layouts/layouts), through this chunk too: its
 * preload list leaves the first download with the pages', and the admin area's first page loads
 * this chunk anyway.
 */
export const adminFrame = () => import('../layouts/admin-layout-route');
