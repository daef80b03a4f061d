import {
  ACCOUNT_PAGES,
  type AccountHrefs,
  AccountLayout,
  type AccountPageName,
  useSession,
} from '@aula/features';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { matchPath, pathTo } from '../routes/paths';

const accountHrefs = Object.fromEntries(
  ACCOUNT_PAGES.map((page) => [page.name, pathTo(page.name)]),
) as AccountHrefs;
const accountPageNames = new Set<string>(ACCOUNT_PAGES.map((page) => page.name));

/**
 * The account area's frame (side navigation, or a selector on phones) around every `/eu/*` page,
 * loaded with those pages (apps/web/src/layouts/layouts.tsx).
 */
export default function AccountLayoutRoute() {
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
