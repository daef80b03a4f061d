import { cn } from '@aula/ui';
import { FeatureLink } from '../../navigation/link';

export interface RouteTabsProps<N extends string> {
  /** The navigation's accessible name ("Seções do curso"). */
  label: string;
  tabs: readonly { name: N; label: string }[];
  current: N;
  hrefs: Record<N, string>;
}

/**
 * A page's tabs as links to child routes (the course page, the student page): the current one
 * carries `aria-current="page"`; back and forward move between them like any page.
 */
export function RouteTabs<N extends string>({ label, tabs, current, hrefs }: RouteTabsProps<N>) {
  return (
    <nav aria-label={label} className="border-border border-b">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const isCurrent = tab.name === current;
          return (
            <li key={tab.name} className="shrink-0">
              <FeatureLink
                href={hrefs[tab.name]}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'hover:text-foreground block border-b-2 px-3 py-2 text-sm',
                  isCurrent
                    ? 'border-primary text-foreground font-semibold'
                    : 'text-muted-foreground border-transparent',
                )}
              >
                {tab.label}
              </FeatureLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
