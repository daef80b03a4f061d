import type { User } from '@aula/contract';
import { Avatar, buttonVariants, cn, Popover, PopoverContent, PopoverTrigger } from '@aula/ui';
import { type ReactNode, useState } from 'react';
import { FeatureLink } from '../navigation/link';

/** Where the shell's links lead; the app owns its routes and passes their paths. */
export interface ShellHrefs {
  home: string;
  scheduled: string;
  login: string;
  register: string;
  logout: string;
  profile: string;
  favorites: string;
  preferences: string;
  security: string;
  admin: string;
}

/** The admin area's side navigation, in the spec's order. */
export interface AdminHrefs {
  home: string;
  courses: string;
  students: string;
  comments: string;
  trials: string;
  site: string;
}

function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="bg-background sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Pular para o conteúdo
    </a>
  );
}

function Logo({ href }: { href: string }) {
  return (
    <FeatureLink
      href={href}
      className="text-accent-foreground text-xl font-bold tracking-tight"
      aria-label="Aula, início"
    >
      Aula
    </FeatureLink>
  );
}

const menuLink =
  'hover:bg-muted focus-visible:bg-muted block rounded-md px-3 py-2 text-sm outline-none';

/** The signed-in person's menu: who they are and their account pages, behind their avatar. */
export function UserMenu({ user, hrefs }: { user: User; hrefs: ShellHrefs }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const items: [string, string][] = [
    ['Meu perfil', hrefs.profile],
    ...(user.is_student
      ? ([
          ['Favoritos', hrefs.favorites],
          ['Preferências', hrefs.preferences],
        ] as [string, string][])
      : []),
    ['Segurança', hrefs.security],
    ...(user.is_admin ? ([['Administração', hrefs.admin]] as [string, string][]) : []),
  ];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="hover:bg-muted flex items-center gap-2 rounded-full p-1 pr-3 text-sm">
        <span className="sr-only">Menu da conta de </span>
        <span aria-hidden="true" className="contents">
          <Avatar name={user.name} src={user.avatar_url ?? null} size="md" />
        </span>
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{user.name}</span>
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
      </PopoverContent>
    </Popover>
  );
}

/** Header of the default layout: logo, navigation, and the avatar menu or the sign-in links. */
export function SiteHeader({ user, hrefs }: { user: User | null; hrefs: ShellHrefs }) {
  return (
    <header className="border-border border-b">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-6">
          <Logo href={hrefs.home} />
          <nav aria-label="Principal">
            <ul className="flex items-center gap-4 text-sm">
              <li>
                <FeatureLink href={hrefs.home} className="hover:underline">
                  Cursos
                </FeatureLink>
              </li>
              {user ? (
                <li>
                  <FeatureLink href={hrefs.scheduled} className="hover:underline">
                    Aulas agendadas
                  </FeatureLink>
                </li>
              ) : null}
            </ul>
          </nav>
        </div>
        {user ? (
          <UserMenu user={user} hrefs={hrefs} />
        ) : (
          <div className="flex items-center gap-2">
            <FeatureLink
              href={hrefs.register}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              Criar conta
            </FeatureLink>
            <FeatureLink href={hrefs.login} className={buttonVariants({ size: 'sm' })}>
              Entrar
            </FeatureLink>
          </div>
        )}
      </div>
    </header>
  );
}

/** The default layout: header, the page, footer. */
export function DefaultLayout({
  user,
  hrefs,
  children,
}: {
  user: User | null;
  hrefs: ShellHrefs;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} hrefs={hrefs} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        {children}
      </main>
      <footer className="border-border text-muted-foreground border-t py-6 text-center text-sm">
        Aula · cursos em vídeo para você aprender no seu ritmo
      </footer>
    </div>
  );
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

/** The splash layout: one centred card (e-mail verification). */
export function SplashLayout({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  return (
    <main
      id="conteudo"
      className="bg-muted flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10"
    >
      <Logo href={homeHref} />
      <div className="border-border bg-surface w-full max-w-md rounded-xl border p-6 shadow-sm">
        {children}
      </div>
    </main>
  );
}

/** A page of its own, no layout (login and registration): a centred column. */
export function BareLayout({ homeHref, children }: { homeHref: string; children: ReactNode }) {
  return (
    <main
      id="conteudo"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10"
    >
      <Logo href={homeHref} />
      {children}
    </main>
  );
}
