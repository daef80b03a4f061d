import { cn } from '@aula/ui';
import { FeatureLink } from '../../navigation/link';

export interface BreadcrumbItem {
  label: string;
  /** Where the step leads; the last item (the page itself) has none. */
  href?: string;
}

/**
 * Where the page sits in the admin area ("Cursos › React do zero › Conteúdo"): a `nav` named
 * "Trilha" with an ordered list; the last item is the page shown (`aria-current="page"`).
 */
export function Breadcrumbs({
  items,
  className,
}: {
  items: readonly BreadcrumbItem[];
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Trilha" data-slot="breadcrumbs" className={cn('text-sm', className)}>
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}|${item.href ?? ''}`} className="flex items-center gap-1">
              {isLast || !item.href ? (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={cn(isLast && 'text-foreground font-medium')}
                >
                  {item.label}
                </span>
              ) : (
                <FeatureLink
                  href={item.href}
                  className="hover:text-foreground underline-offset-4 hover:underline"
                >
                  {item.label}
                </FeatureLink>
              )}
              {isLast ? null : (
                <span aria-hidden="true" className="px-1">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
