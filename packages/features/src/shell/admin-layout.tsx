import type { User } from '@aula/contract';
import { cn } from '@aula/ui';
import type { ReactNode } from 'react';
import { FeatureLink } from '../navigation/link';
import { Logo, SkipLink } from './layouts';

/** The admin area's side navigation, in the spec's order. */
export interface AdminHrefs {
  home: string;
  courses: string;
  students: string;
  comments: string;
  trials: string;
  site: string;
}

/** The admin layout: a side navigation and the page. */
export function AdminLayout({
  hrefs,
  current,
  user,
  children,
}: {
  hrefs: AdminHrefs;
  /** The path being shown, to mark the current section. */
  current: string;
  user: User;
  children: ReactNode;
}) {
  const items: [string, string][] = [
    ['Início', hrefs.home],
    ['Cursos', hrefs.courses],
    ['Estudantes', hrefs.students],
    ['Comentários', hrefs.comments],
    ['Período de teste', hrefs.trials],
  ];
  const isCurrent = (href: string) =>
    href === hrefs.home ? current === href : current === href || current.startsWith(`${href}/`);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <SkipLink />
      <aside className="border-border bg-surface flex flex-col gap-6 border-b p-4 md:w-60 md:border-r md:border-b-0">
        <div className="flex items-center justify-between gap-2">
          <Logo href={hrefs.site} />
          <span className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            Admin
          </span>
        </div>
        <nav aria-label="Administração">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {items.map(([label, href]) => (
              <li key={href}>
                <FeatureLink
                  href={href}
                  aria-current={isCurrent(href) ? 'page' : undefined}
                  className={cn(
                    'hover:bg-muted block rounded-md px-3 py-2 text-sm',
                    isCurrent(href) && 'bg-accent text-accent-foreground font-semibold',
                  )}
                >
                  {label}
                </FeatureLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-muted-foreground mt-auto hidden truncate text-xs md:block">
          {user.email}
        </p>
      </aside>
      <main id="conteudo" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
        {children}
      </main>
    </div>
  );
}
