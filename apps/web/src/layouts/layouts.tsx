import type { User } from '@aula/contract';
import {
  ACCOUNT_PAGES,
  type AccountHrefs,
  AccountLayout,
  type AccountPageName,
  BareLayout,
  DefaultLayout,
  PageLoading,
  type ShellHrefs,
  SplashLayout,
  UserMenuPlaceholder,
  useSession,
} from '@aula/features';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { whenIdleAfterFirstPage } from '../app/after-first-page';
import { withAllStyles } from '../app/all-styles';
import { codePrefetcher, type LoadComponent, useLoadedComponent } from '../app/lazy-code';
import { reportError } from '../observability/report';
import { matchPath, pathTo } from '../routes/paths';

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
    <DefaultLayout
      user={user}
      hrefs={shellHrefs}
      userMenu={AccountMenu}
      themeChoice={<LazyThemeChoice />}
    >
      <Outlet />
    </DefaultLayout>
  );
}

const accountHrefs = Object.fromEntries(
  ACCOUNT_PAGES.map((page) => [page.name, pathTo(page.name)]),
) as AccountHrefs;
const accountPageNames = new Set<string>(ACCOUNT_PAGES.map((page) => page.name));

/**
 * The account area's frame (side navigation, or a selector on phones) around every `/eu/*` page;
 * nothing around it until someone is signed in (the page's guard decides where a guest goes).
 */
export function AccountLayoutRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = matchPath(pathname);
  if (!user || !current || !accountPageNames.has(current)) return <Outlet />;
  return (
    <AccountLayout
      user={user}
      hrefs={accountHrefs}
      current={current as AccountPageName}
      onNavigate={(href) => navigate(href)}
    >
      <Outlet />
    </AccountLayout>
  );
}

type AccountMenuProps = { user: User; hrefs: ShellHrefs; themeChoice?: ReactNode };
const loadUserMenu: LoadComponent<AccountMenuProps> = withAllStyles(() => import('./user-menu'));

/**
 * The account menu (and its popover) loads only when a signed-in person's header shows it; until
 * then the header shows the trigger's look (ADR 007).
 */
function AccountMenu(props: AccountMenuProps) {
  const Menu = useLoadedComponent(loadUserMenu);
  return Menu ? <Menu {...props} /> : <UserMenuPlaceholder user={props.user} />;
}

const loadThemeChoice: LoadComponent = withAllStyles(() => import('./theme-choice'));

/**
 * The theme choice (footer for guests, account menu for signed-in people) and its store load
 * after the first page's code: `public/theme.js` has applied the theme already (ADR 027).
 */
function LazyThemeChoice() {
  const Choice = useLoadedComponent(loadThemeChoice);
  return Choice ? <Choice /> : null;
}

/**
 * Brings the theme choice's code (whose store then follows the device's scheme and the other
 * tabs) once the first page has settled, on every page, with or without the default layout.
 */
export function startThemeAfterFirstPage() {
  whenIdleAfterFirstPage(() => {
    codePrefetcher(loadThemeChoice)().catch((error: unknown) =>
      reportError(error, { during: 'theme start' }),
    );
  });
}

const loadAdminFrame: LoadComponent = withAllStyles(() => import('./admin-layout-route'));

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
