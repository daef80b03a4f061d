import {
  type AdminHrefs,
  AdminLayout,
  BareLayout,
  DefaultLayout,
  type ShellHrefs,
  SplashLayout,
  useSession,
} from '@aula/features';
import { Outlet, useLocation } from 'react-router';
import { pathTo } from '../routes/route-table';

export const shellHrefs: ShellHrefs = {
  home: pathTo('index'),
  scheduled: pathTo('aulas-agendadas'),
  login: pathTo('login'),
  register: pathTo('cadastrar'),
  logout: pathTo('logout'),
  profile: pathTo('eu-perfil'),
  favorites: pathTo('eu-favoritos'),
  preferences: pathTo('eu-preferencias'),
  security: pathTo('eu-seguranca'),
  admin: pathTo('admin'),
};

const adminHrefs: AdminHrefs = {
  home: pathTo('admin'),
  courses: pathTo('admin-cursos'),
  students: pathTo('admin-estudantes'),
  comments: pathTo('admin-comentarios'),
  trials: pathTo('admin-periodo-de-teste'),
  site: pathTo('index'),
};

export function DefaultLayoutRoute() {
  const { user } = useSession();
  return (
    <DefaultLayout user={user} hrefs={shellHrefs}>
      <Outlet />
    </DefaultLayout>
  );
}

export function AdminLayoutRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // The admin frame shows only to admins; everyone else is being redirected by the page's guard.
  if (!user?.is_admin) return <Outlet />;
  return (
    <AdminLayout hrefs={adminHrefs} current={pathname} user={user}>
      <Outlet />
    </AdminLayout>
  );
}

export function SplashLayoutRoute() {
  return (
    <SplashLayout homeHref={pathTo('index')}>
      <Outlet />
    </SplashLayout>
  );
}

export function BareLayoutRoute() {
  return (
    <BareLayout homeHref={pathTo('index')}>
      <Outlet />
    </BareLayout>
  );
}
