import { ErrorPage } from '@aula/features';
import { type ReactElement, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { firstPageShown } from '../app/after-first-page';
import { GuardedPage } from '../guards/guarded-page';
import {
  AccountLayoutRoute,
  AdminLayoutRoute,
  BareLayoutRoute,
  DefaultLayoutRoute,
  SplashLayoutRoute,
} from '../layouts/layouts';
import { NOT_FOUND_TITLE, PageTitle } from './page-title';
import { pathTo } from './paths';
import { type LayoutName, type RouteDef, redirectRoutes, routeTable } from './route-table';

const layouts: Record<LayoutName, ReactElement> = {
  default: <DefaultLayoutRoute />,
  admin: <AdminLayoutRoute />,
  splash: <SplashLayoutRoute />,
  none: <BareLayoutRoute />,
};

/** An unmatched path: the 404 page with `Página não encontrada: {path}`. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(firstPageShown, []);
  return (
    <>
      <PageTitle name={NOT_FOUND_TITLE} />
      <ErrorPage status={404} path={pathname} />
    </>
  );
}

function RedirectWithId({ to }: { to: (typeof redirectRoutes)[number]['to'] }) {
  const { id = '' } = useParams();
  return <Navigate to={pathTo(to, { id })} replace />;
}

/** The account area's pages (`/eu/*`): shown inside the account layout, within their own. */
const isAccountPage = (route: RouteDef) => route.name.startsWith('eu-');

const pageRoute = (route: RouteDef) => (
  <Route key={route.name} path={route.path} element={<GuardedPage route={route} />} />
);

/** The route table as React Router routes, grouped by layout. */
export function AppRoutes() {
  const byLayout = (layout: LayoutName) =>
    (routeTable as readonly RouteDef[]).filter((route) => route.layout === layout);
  return (
    <Routes>
      {(Object.keys(layouts) as LayoutName[]).map((layout) => (
        <Route key={layout} element={layouts[layout]}>
          {byLayout(layout)
            .filter((route) => !isAccountPage(route))
            .map(pageRoute)}
          {byLayout(layout).some(isAccountPage) ? (
            <Route element={<AccountLayoutRoute />}>
              {byLayout(layout).filter(isAccountPage).map(pageRoute)}
            </Route>
          ) : null}
          {layout === 'default' ? <Route path="*" element={<NotFoundPage />} /> : null}
        </Route>
      ))}
      {redirectRoutes.map((route) => (
        <Route key={route.name} path={route.path} element={<RedirectWithId to={route.to} />} />
      ))}
    </Routes>
  );
}
