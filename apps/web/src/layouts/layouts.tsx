import type { User } from '@aula/contract';
import {
  BareLayout,
  DefaultLayout,
  PageLoading,
  type ShellHrefs,
  SplashLayout,
  UserMenuPlaceholder,
  useHydrated,
  useSession,
} from '@aula/features';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { whenIdleAfterFirstPage } from '../app/after-first-page';
import { withAllStyles } from '../app/all-styles';
import {
  codePrefetcher,
  type LoadComponent,
  loadedComponent,
  useLoadedComponent,
} from '../app/lazy-code';
import { reportError } from '../observability/report';
import { paths, pathTo } from '../routes/paths';

export const shellHrefs: ShellHrefs = {
  home: pathTo('index'),
  scheduled: pathTo('aulas-agendadas'),
  login: pathTo('login'),
  register: pathTo('cadastrar'),
  logout: pathTo('logout'),
  // The account pages are routes of the same names: their paths, without a list of them in the
  // first download (the account menu, which lists them, loads later).
  account: paths,
  admin: pathTo('admin'),
  courses: pathTo('cursos'),
};

/** Pages a sign-in from the header does not come back to (it is one of them, or the home). */
const NO_RETURN = new Set<string>([
  paths.index,
  paths.login,
  paths.logout,
  paths.cadastrar,
  paths['esqueci-senha'],
  paths['finalizar-cadastro'],
  paths['verificar-email'],
  paths['conta-excluida'],
]);

/**
 * The header's links, its "Entrar" and "Criar conta" bringing the guest back to this page (the
 * login page judges the `redirect` as it judges every one). Not while a guest's page rendered by
 * the server is taken over: the server's header has the plain links (ADR 051's same markup).
 */
function useShellHrefs(): ShellHrefs {
  const { pathname, search, hash } = useLocation();
  const here = useHydrated() && !NO_RETURN.has(pathname) ? `${pathname}${search}${hash}` : null;
  return useMemo(
    () =>
      here === null
        ? shellHrefs
        : {
            ...shellHrefs,
            login: pathTo('login', undefined, { redirect: here }),
            register: pathTo('cadastrar', undefined, { redirect: here }),
          },
    [here],
  );
}

export function DefaultLayoutRoute() {
  const { user } = useSession();
  const hrefs = useShellHrefs();
  return (
    <DefaultLayout
      user={user}
      hrefs={hrefs}
      userMenu={AccountMenu}
      themeChoice={<LazyThemeChoice />}
    >
      <Outlet />
    </DefaultLayout>
  );
}

const loadAccountFrame: LoadComponent = withAllStyles(() =>
  import('../routes/later-pages').then(({ accountFrame }) => accountFrame()),
);

/**
 * The account area's frame around every `/eu/*` page, loaded with those pages rather than in
 * everyone's first download (ADR 029); nothing around them until someone is signed in (the
 * page's guard decides where a guest goes).
 */
export function AccountLayoutRoute() {
  const { user } = useSession();
  const Frame = useLoadedComponent(user ? loadAccountFrame : null);
  if (!user) return <Outlet />;
  return Frame ? <Frame /> : <PageLoading />;
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
 * after the first page has settled: `public/theme.js` has applied the theme already (ADR 027),
 * and its code, which brings the whole stylesheet, stays out of the first paint's way (ADR 029).
 */
function LazyThemeChoice() {
  const [due, setDue] = useState(() => loadedComponent(loadThemeChoice) !== undefined);
  useEffect(() => (due ? undefined : whenIdleAfterFirstPage(() => setDue(true))), [due]);
  const Choice = useLoadedComponent(due ? loadThemeChoice : null);
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

const loadAdminFrame: LoadComponent = withAllStyles(() =>
  import('../routes/admin-pages').then(({ adminFrame }) => adminFrame()),
);

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
