import {
  BareLayout,
  DefaultLayout,
  PageLoading,
  type ShellHrefs,
  SplashLayout,
  useSession,
} from '@aula/features';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { browserReloadDeps, withChunkReload } from '../app/chunk-reload';
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

export function DefaultLayoutRoute() {
  const { user } = useSession();
  return (
    <DefaultLayout user={user} hrefs={shellHrefs} userMenu={UserMenu}>
      <Outlet />
    </DefaultLayout>
  );
}

// The account menu (and its popover) loads only when a signed-in person's header shows it.
const UserMenu = lazy(withChunkReload(() => import('./user-menu'), browserReloadDeps));

// The admin frame comes with the admin pages' code, not in everyone's first download (ADR 007).
const AdminFrame = lazy(withChunkReload(() => import('./admin-layout-route'), browserReloadDeps));

export function AdminLayoutRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminFrame />
    </Suspense>
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
