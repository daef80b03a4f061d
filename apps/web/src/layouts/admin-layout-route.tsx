import { type AdminHrefs, AdminLayout, useApiQuery, useSession } from '@aula/features';
import { Outlet, useLocation } from 'react-router';
import { pathTo } from '../routes/paths';
import AppThemeChoice from './theme-choice';

const adminHrefs: AdminHrefs = {
  home: pathTo('admin'),
  courses: pathTo('admin-cursos'),
  students: pathTo('admin-estudantes'),
  comments: pathTo('admin-comentarios'),
  trials: pathTo('admin-periodo-de-teste'),
  sales: pathTo('admin-vendas'),
  products: pathTo('admin-produtos'),
  emails: pathTo('admin-emails'),
  audit: pathTo('admin-auditoria'),
  site: pathTo('index'),
  logout: pathTo('logout'),
};

/** The admin area's frame, loaded with the admin pages (apps/web/src/layouts/layouts.tsx). */
export default function AdminLayoutRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const isAdmin = user?.is_admin === true;
  // The comments waiting for the team, beside "Comentários" (ADR 022); moderation revalidates it.
  const unanswered = useApiQuery('adminUnansweredCommentsCount', isAdmin ? {} : null, {
    refreshInterval: 60_000,
  });
  // The admin frame shows only to admins; everyone else is being redirected by the page's guard.
  if (!user || !isAdmin) return <Outlet />;
  return (
    <AdminLayout
      hrefs={adminHrefs}
      current={pathname}
      user={user}
      counts={{ comments: unanswered.data?.data.count }}
      themeChoice={<AppThemeChoice />}
    >
      <Outlet />
    </AdminLayout>
  );
}
