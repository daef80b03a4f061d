import type { User } from '@aula/contract';
import { cn, Select } from '@aula/ui';
import { type ReactNode, useId } from 'react';
import { FeatureLink } from '../../navigation/link';

/** The pages of the account area, in the order the navigation lists them. */
export const ACCOUNT_PAGES = [
  { name: 'eu-perfil', label: 'Meu perfil', studentOnly: false },
  { name: 'eu-seguranca', label: 'Segurança', studentOnly: false },
  { name: 'eu-dispositivos', label: 'Dispositivos', studentOnly: false },
  { name: 'eu-assinaturas', label: 'Assinaturas', studentOnly: false },
  { name: 'eu-suporte', label: 'Suporte', studentOnly: true },
  { name: 'eu-favoritos', label: 'Favoritos', studentOnly: true },
  { name: 'eu-preferencias', label: 'Preferências', studentOnly: true },
  { name: 'eu-acesso-vitalicio', label: 'Acesso vitalício', studentOnly: false },
] as const;

export type AccountPageName = (typeof ACCOUNT_PAGES)[number]['name'];
/** Where each account page lives; the app owns its routes and passes their paths. */
export type AccountHrefs = Record<AccountPageName, string>;

/** The account pages `user` may open (student-only pages are hidden for everyone else). */
export function accountPagesFor(user: Pick<User, 'is_student'>) {
  return ACCOUNT_PAGES.filter((page) => user.is_student || !page.studentOnly);
}

export interface AccountLayoutProps {
  user: Pick<User, 'is_student'>;
  hrefs: AccountHrefs;
  /** The page being shown (marked `aria-current="page"`). */
  current: AccountPageName;
  /** Goes to another account page (the phone selector). */
  onNavigate: (href: string) => void;
  children: ReactNode;
}

/**
 * The account area's frame inside the default layout: a side navigation of the pages the viewer
 * may open on wide screens, a compact selector on phones; the page provides its own `<h1>`.
 */
export function AccountLayout({ user, hrefs, current, onNavigate, children }: AccountLayoutProps) {
  const pages = accountPagesFor(user);
  const selectId = useId();
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <div className="md:hidden">
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
          Página da conta
        </label>
        <Select
          id={selectId}
          size="md"
          value={current}
          onChange={(event) => {
            const page = pages.find((candidate) => candidate.name === event.target.value);
            if (page) onNavigate(hrefs[page.name]);
          }}
          options={pages.map((page) => ({ value: page.name, label: page.label }))}
        />
      </div>
      <nav aria-label="Minha conta" className="hidden w-56 shrink-0 md:block">
        <ul className="flex flex-col gap-1">
          {pages.map((page) => {
            const isCurrent = page.name === current;
            return (
              <li key={page.name}>
                <FeatureLink
                  href={hrefs[page.name]}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'hover:bg-muted block rounded-md px-3 py-2 text-sm',
                    isCurrent && 'bg-muted font-semibold',
                  )}
                >
                  {page.label}
                </FeatureLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
