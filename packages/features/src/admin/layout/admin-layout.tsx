import type { User } from '@aula/contract';
import {
  Avatar,
  Badge,
  Button,
  cn,
  Drawer,
  DrawerBody,
  DrawerContent,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from '@aula/ui';
import { type ReactNode, useState } from 'react';
import { FeatureLink } from '../../navigation/link';
import { Logo, SkipLink } from '../../shell/layouts';

/** Where the admin frame's links lead; the app owns its routes and passes their paths. */
export interface AdminHrefs {
  home: string;
  courses: string;
  students: string;
  comments: string;
  trials: string;
  /** The purchases received from the checkout platforms (ADR 042). */
  sales: string;
  products: string;
  /** The e-mails the school sent or is sending (ADR 039). */
  emails: string;
  /** The admins' audit log (ADR 047). */
  audit: string;
  /** The public site ("Ver o site"). */
  site: string;
  /** Signing out ("Sair"). */
  logout: string;
}

/** The admin navigation, in the spec's order. */
export const ADMIN_SECTIONS = [
  { key: 'home', label: 'Início' },
  { key: 'courses', label: 'Cursos' },
  { key: 'students', label: 'Estudantes' },
  { key: 'comments', label: 'Comentários' },
  { key: 'trials', label: 'Período de teste' },
  { key: 'sales', label: 'Vendas' },
  { key: 'products', label: 'Produtos' },
  { key: 'emails', label: 'E-mails' },
  { key: 'audit', label: 'Auditoria' },
] as const satisfies readonly { key: keyof AdminHrefs; label: string }[];

/** The section a path belongs to: the home only on itself, the others on their sub-pages too. */
export function currentAdminSection(hrefs: AdminHrefs, path: string) {
  return ADMIN_SECTIONS.find(({ key }) => {
    const href = hrefs[key];
    return key === 'home' ? path === href : path === href || path.startsWith(`${href}/`);
  })?.key;
}

export interface AdminLayoutProps {
  hrefs: AdminHrefs;
  /** The path being shown, to mark the current section. */
  current: string;
  user: Pick<User, 'name' | 'email' | 'avatar_url'>;
  /** Figures beside sections: `comments` is how many comments wait for an answer (ADR 022). */
  counts?: AdminCounts | undefined;
  /** The theme choice ("Tema: Sistema / Claro / Escuro"), shown with the admin (ADR 027). */
  themeChoice?: ReactNode;
  children: ReactNode;
}

export interface AdminCounts {
  comments?: number | undefined;
}

/** How a section's figure reads to a screen reader. */
export const adminCountLabels = {
  comments: (count: number) => `${count} sem resposta`,
} as const;

function AdminNav({
  hrefs,
  current,
  counts,
  onNavigate,
}: {
  hrefs: AdminHrefs;
  current: string;
  counts?: AdminCounts | undefined;
  onNavigate?: () => void;
}) {
  const active = currentAdminSection(hrefs, current);
  return (
    <nav aria-label="Administração">
      <ul className="flex flex-col gap-1">
        {ADMIN_SECTIONS.map(({ key, label }) => (
          <li key={key}>
            <FeatureLink
              href={hrefs[key]}
              aria-current={key === active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'hover:bg-muted flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm',
                key === active && 'bg-accent text-accent-foreground font-semibold',
              )}
            >
              {label}
              {key === 'comments' && counts?.comments ? (
                <Badge size="sm" color="warning" variant="solid">
                  <span aria-hidden="true">{counts.comments}</span>
                  <span className="sr-only"> {adminCountLabels.comments(counts.comments)}</span>
                </Badge>
              ) : null}
            </FeatureLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminAccount({
  user,
  hrefs,
  themeChoice,
}: Pick<AdminLayoutProps, 'user' | 'hrefs' | 'themeChoice'>) {
  return (
    <div className="flex flex-col gap-3">
      <FeatureLink href={hrefs.site} className="text-sm underline-offset-4 hover:underline">
        Ver o site
      </FeatureLink>
      <div className="flex items-center gap-2">
        <Avatar name={user.name} src={user.avatar_url ?? null} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="text-muted-foreground truncate text-xs">{user.email}</p>
        </div>
      </div>
      {themeChoice}
      <FeatureLink href={hrefs.logout} className="text-sm underline-offset-4 hover:underline">
        Sair
      </FeatureLink>
    </div>
  );
}

/**
 * The admin area's frame: on wide screens a side navigation with the current section marked, a
 * link to the public site and the signed-in admin with "Sair"; below `md` a top bar whose "Menu"
 * opens the same navigation in a drawer. The page provides its `<h1>` and its `Breadcrumbs`.
 */
export function AdminLayout({
  hrefs,
  current,
  user,
  counts,
  themeChoice,
  children,
}: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <SkipLink />
      <header className="border-border bg-surface flex items-center justify-between gap-2 border-b p-3 md:hidden">
        <Logo href={hrefs.site} />
        <Drawer open={menuOpen} onOpenChange={setMenuOpen}>
          <DrawerTrigger asChild>
            <Button variant="outline" size="sm">
              Menu
            </Button>
          </DrawerTrigger>
          <DrawerContent side="left" aria-describedby={undefined}>
            <DrawerHeader>
              <DrawerTitle>Administração</DrawerTitle>
            </DrawerHeader>
            <DrawerBody className="flex flex-col gap-6">
              <AdminNav
                hrefs={hrefs}
                current={current}
                counts={counts}
                onNavigate={() => setMenuOpen(false)}
              />
              <AdminAccount user={user} hrefs={hrefs} themeChoice={themeChoice} />
            </DrawerBody>
          </DrawerContent>
        </Drawer>
      </header>
      <aside className="border-border bg-surface hidden w-60 shrink-0 flex-col gap-6 border-r p-4 md:flex">
        <div className="flex items-center justify-between gap-2">
          <Logo href={hrefs.site} />
          <span className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            Admin
          </span>
        </div>
        <AdminNav hrefs={hrefs} current={current} counts={counts} />
        <div className="mt-auto">
          <AdminAccount user={user} hrefs={hrefs} themeChoice={themeChoice} />
        </div>
      </aside>
      <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
        {children}
      </main>
    </div>
  );
}
