import type { User } from '@aula/contract';
import { Avatar, Popover, PopoverContent, PopoverTrigger } from '@aula/ui';
import { type ReactNode, useState } from 'react';
import { accountPagesFor } from '../navigation/account-pages';
import { FeatureLink } from '../navigation/link';
import { HeaderName, type ShellHrefs } from './layouts';

const menuLink =
  'hover:bg-muted focus-visible:bg-muted block rounded-md px-3 py-2 text-sm outline-none';

/**
 * The signed-in person's menu: who they are, their account pages (the same list and rule as the
 * account area's side menu, `accountPagesFor`), the admin area for admins and, when the app offers
 * one, the theme choice (ADR 027), behind their avatar.
 */
export function UserMenu({
  user,
  hrefs,
  themeChoice,
}: {
  user: User;
  hrefs: ShellHrefs;
  /** The app's theme choice (`ThemeChoice`), under the links; none when it offers none. */
  themeChoice?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const items: [string, string][] = [
    ...accountPagesFor(user).map((page): [string, string] => [
      page.label,
      hrefs.account[page.name],
    ]),
    ...(user.is_admin ? ([['Administração', hrefs.admin]] as [string, string][]) : []),
  ];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="hover:bg-muted flex items-center gap-2 rounded-full p-1 text-sm sm:pr-3">
        <span className="sr-only">Menu da conta de </span>
        <span aria-hidden="true" className="contents">
          <Avatar name={user.name} src={user.avatar_url ?? null} size="md" />
        </span>
        <HeaderName name={user.name} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Menu da conta" className="w-60">
        <div className="border-border mb-1 border-b px-3 pt-1 pb-2">
          <p className="truncate text-sm font-semibold">{user.name}</p>
          <p className="text-muted-foreground truncate text-xs">{user.email}</p>
        </div>
        <nav aria-label="Conta">
          <ul className="flex flex-col">
            {items.map(([label, href]) => (
              <li key={href}>
                <FeatureLink href={href} className={menuLink} onClick={close}>
                  {label}
                </FeatureLink>
              </li>
            ))}
            <li>
              <FeatureLink href={hrefs.logout} className={menuLink} onClick={close}>
                Sair
              </FeatureLink>
            </li>
          </ul>
        </nav>
        {themeChoice ? (
          <div className="border-border mt-1 border-t px-3 pt-2 pb-1">{themeChoice}</div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
