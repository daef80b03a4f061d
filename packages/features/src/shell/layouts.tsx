import type { User } from '@aula/contract';
import { Avatar, buttonVariants, cn } from '@aula/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { AccountHrefs } from '../navigation/account-pages';
import { FeatureLink } from '../navigation/link';

/** Where the shell's links lead; the app owns its routes and passes their paths. */
export interface ShellHrefs {
  home: string;
  scheduled: string;
  login: string;
  register: string;
  logout: string;
  /** Every account page (the menu lists those the viewer may open, as the side menu does). */
  account: AccountHrefs;
  admin: string;
  /** The header's "Cursos": the catalogue of every product (the home when absent). */
  courses?: string;
}

/** The shell's first focusable element: straight to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="bg-background sr-only z-50 rounded-md px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Pular para o conteúdo
    </a>
  );
}

/** The brand, a link home. */
export function Logo({ href }: { href: string }) {
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

/** The account menu the shell shows to a signed-in person (`UserMenu`, or the app's lazy one). */
export type UserMenuComponent = ComponentType<{
  user: User;
  hrefs: ShellHrefs;
  /** The theme choice the menu offers (`ThemeChoice`, ADR 027); none when the app offers none. */
  themeChoice?: ReactNode;
}>;

/**
 * The person's name beside their avatar in the header: for screen readers only on a phone, one
 * line cut with "…" beyond 10rem on a wider screen (a long name never makes the header taller;
 * the menu and the reader have it whole). The cut is the inner span's: `not-sr-only` unsets the
 * clipping and the nowrap that `truncate` would set on the same element.
 */
export function HeaderName({ name }: { name: string }) {
  return (
    <span className="sr-only sm:not-sr-only">
      <span data-header-name className="inline-block max-w-40 truncate align-middle">
        {name}
      </span>
    </span>
  );
}

/** The account menu's trigger as it looks, while the menu's code is on its way. */
export function UserMenuPlaceholder({ user }: { user: User }) {
  return (
    <span className="flex items-center gap-2 rounded-full p-1 text-sm sm:pr-3">
      <span aria-hidden="true" className="contents">
        <Avatar name={user.name} src={user.avatar_url ?? null} size="md" />
      </span>
      <HeaderName name={user.name} />
    </span>
  );
}

/**
 * Header of the default layout: logo, navigation, and the avatar menu or the sign-in links. The
 * app passes the menu component, so that its code can load only for signed-in people (ADR 007).
 */
export function SiteHeader({
  user,
  hrefs,
  userMenu: Menu,
  themeChoice,
}: {
  user: User | null;
  hrefs: ShellHrefs;
  userMenu: UserMenuComponent;
  themeChoice?: ReactNode;
}) {
  return (
    <header className="border-border border-b">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <div className="flex min-w-0 items-center gap-4 sm:gap-6">
          <Logo href={hrefs.home} />
          <nav aria-label="Principal" className="min-w-0">
            {/* One line each from a 360 px phone on (beside the bell and the avatar); narrower
                (a 320 px one), "Aulas agendadas" takes two lines rather than push the menu out. */}
            <ul className="flex items-center gap-3 text-sm min-[360px]:whitespace-nowrap sm:gap-4">
              <li>
                <FeatureLink href={hrefs.courses ?? hrefs.home} className="hover:underline">
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
          <div className="shrink-0">
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <Menu user={user} hrefs={hrefs} themeChoice={themeChoice} />
            </Suspense>
          </div>
        ) : (
          <div className="flex shrink-0 items-center gap-2">
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

/**
 * The default layout: header, the page, footer. The theme choice the app passes (ADR 027) shows in
 * the account menu for a signed-in person and in the footer for a guest.
 */
export function DefaultLayout({
  user,
  hrefs,
  userMenu,
  themeChoice,
  children,
}: {
  user: User | null;
  hrefs: ShellHrefs;
  userMenu: UserMenuComponent;
  themeChoice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} hrefs={hrefs} userMenu={userMenu} themeChoice={themeChoice} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 outline-none"
      >
        {children}
      </main>
      <footer className="border-border text-muted-foreground flex flex-col items-center gap-3 border-t py-6 text-center text-sm">
        <p>Aula · cursos em vídeo para você aprender no seu ritmo</p>
        {user ? null : themeChoice}
      </footer>
    </div>
  );
}

interface CentredLayoutProps {
  homeHref: string;
  children: ReactNode;
}

/** A page of its own, no layout (login and registration): a centred column under the logo. */
export function BareLayout({
  homeHref,
  className,
  children,
}: CentredLayoutProps & { className?: string }) {
  return (
    <main
      id="conteudo"
      className={cn(
        'flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10',
        className,
      )}
    >
      <Logo href={homeHref} />
      {children}
    </main>
  );
}

/** The splash layout: one centred card (e-mail verification). */
export function SplashLayout({ homeHref, children }: CentredLayoutProps) {
  return (
    <BareLayout homeHref={homeHref} className="bg-muted">
      <div className="border-border bg-surface w-full max-w-md rounded-xl border p-6 [box-shadow:var(--shadow-sm)]">
        {children}
      </div>
    </BareLayout>
  );
}
