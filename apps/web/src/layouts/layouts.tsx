import type { User } from '@aula/contract';
import {
  BareLayout,
  DefaultLayout,
  PageLoading,
  type ShellHrefs,
  SplashLayout,
  UserMenuPlaceholder,
  useSession,
} from '@aula/features';
import { Outlet } from 'react-router';
import { type LoadComponent, useLoadedComponent } from '../app/lazy-code';
import { pathTo } from '../routes/paths';

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
    <DefaultLayout user={user} hrefs={shellHrefs} userMenu={AccountMenu}>
      <Outlet />
    </DefaultLayout>
  );
}

type AccountMenuProps = { user: User; hrefs: ShellHrefs };
const loadUserMenu: LoadComponent<AccountMenuProps> = () => import('./user-menu');

/**
 * The account menu (and its popover) loads only when a signed-in person's header shows it; until
 * then the header shows the trigger's look (ADR 007).
 */
function AccountMenu(props: AccountMenuProps) {
  const Menu = useLoadedComponent(loadUserMenu);
  return Menu ? <Menu {...props} /> : <UserMenuPlaceholder user={props.user} />;
}

const loadAdminFrame: LoadComponent = () => import('./admin-layout-route');

/** The admin frame comes with the admin pages, not in everyone's first download (ADR 007). */
export function AdminLayoutRoute() {
  const Frame = useLoadedComponent(loadAdminFrame);
  return Frame ? <Frame /> : <PageLoading />;
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
