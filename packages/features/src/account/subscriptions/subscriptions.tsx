import type { Subscription } from '@aula/contract';
import { Alert, buttonVariants, EmptyState, Skeleton } from '@aula/ui';
import { useApiQuery } from '../../api/hooks';
import { formatDate } from '../../i18n/dates';
import { FeatureLink } from '../../navigation/link';
import { QueryState, SkeletonList } from '../../shared/query-state';
import { daysLeftLabel, PROVIDER_LABELS, SubscriptionStatusBadge } from './labels';

export interface SubscriptionsProps {
  /** Where the empty state's link leads (the catalogue). */
  catalogueHref: string;
  /**
   * A product's slug to highlight (`?produto=` from the player's enroll call-to-action): its row
   * is marked, and how to subscribe to it is shown when the viewer has no access to it.
   */
  highlight?: string | undefined;
}

/** Statuses that let the student watch the product (the API's one rule, ADR 012). */
const GRANTING = new Set<Subscription['status']>(['active', 'trial', 'lifetime']);

function SubscriptionItem({
  subscription,
  highlighted,
}: {
  subscription: Subscription;
  highlighted: boolean;
}) {
  const { product, status, provider, started_at, ends_at, days_left } = subscription;
  const titleId = `assinatura-${product.id}`;
  return (
    <li
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      className={`border-border flex flex-col gap-2 rounded-lg border p-4 ${
        highlighted ? 'ring-primary ring-2' : ''
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {product.title}
        </h2>
        <SubscriptionStatusBadge status={status} size="sm" />
      </div>
      <dl className="text-muted-foreground grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt>Forma</dt>
        <dd className="text-foreground">{PROVIDER_LABELS[provider]}</dd>
        <dt>Início</dt>
        <dd className="text-foreground">{formatDate(started_at)}</dd>
        <dt>Término</dt>
        <dd className="text-foreground">
          {ends_at === null ? 'sem data de término' : formatDate(ends_at)}
        </dd>
      </dl>
      {days_left !== null ? (
        <p className="text-sm font-medium">{daysLeftLabel(days_left)}</p>
      ) : null}
    </li>
  );
}

/** How to subscribe to the highlighted product: its offer page, else the support contact. */
function HowToSubscribe({ slug }: { slug: string }) {
  const { data, error, isLoading } = useApiQuery('subscriptionOffer', { params: { slug } });
  if (isLoading) return <Skeleton className="h-24" aria-label="Carregando como assinar…" />;
  if (error || !data) return null;
  const { product, offer_url, support_email } = data.data;
  return (
    <section
      aria-labelledby="como-assinar"
      className="border-border bg-muted flex flex-col gap-3 rounded-lg border p-4"
    >
      <h2 id="como-assinar" className="font-semibold">
        Como assinar {product.title}
      </h2>
      {offer_url ? (
        <>
          <p className="text-muted-foreground text-sm">
            Assine pela página de oferta do produto. Depois do pagamento, o acesso aparece aqui.
          </p>
          <a href={offer_url} className={buttonVariants({})} rel="noopener">
            Ver oferta de {product.title}
          </a>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          Este produto não tem uma página de oferta. Para assinar, fale com o suporte:{' '}
          <a className="text-accent-foreground underline" href={`mailto:${support_email}`}>
            {support_email}
          </a>
          .
        </p>
      )}
    </section>
  );
}

/**
 * The viewer's subscriptions: each product with its status badge, provider, dates and the days
 * left when it ends within 30 days. With `highlight`, that product is marked and, unless the viewer
 * already has access to it, how to subscribe is shown first.
 */
export function Subscriptions({ catalogueHref, highlight }: SubscriptionsProps) {
  const query = useApiQuery('listSubscriptions', {});
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Assinaturas</h1>
      <QueryState
        query={query}
        errorTitle="Não foi possível carregar suas assinaturas."
        loading={
          <SkeletonList label="Carregando assinaturas…" count={2} className="h-28" gap="gap-3" />
        }
      >
        {(data) => (
          <SubscriptionList list={data.data} catalogueHref={catalogueHref} highlight={highlight} />
        )}
      </QueryState>
    </div>
  );
}

function SubscriptionList({
  list,
  catalogueHref,
  highlight,
}: SubscriptionsProps & { list: Subscription[] }) {
  const highlighted = highlight ? list.find((s) => s.product.slug === highlight) : undefined;
  const hasAccess = highlighted ? GRANTING.has(highlighted.status) : false;
  return (
    <>
      {highlighted && hasAccess ? (
        <Alert variant="success">Você já tem acesso a {highlighted.product.title}.</Alert>
      ) : null}
      {highlight && !hasAccess ? <HowToSubscribe slug={highlight} /> : null}
      {list.length === 0 ? (
        <EmptyState
          level={2}
          title="Você ainda não tem assinaturas"
          description="Conheça os cursos da Aula e escolha o seu."
          action={
            <FeatureLink href={catalogueHref} className={buttonVariants({})}>
              Ver o catálogo
            </FeatureLink>
          }
        />
      ) : (
        <ul aria-label="Suas assinaturas" className="flex flex-col gap-3">
          {list.map((subscription) => (
            <SubscriptionItem
              key={subscription.product.id}
              subscription={subscription}
              highlighted={subscription.product.slug === highlight}
            />
          ))}
        </ul>
      )}
    </>
  );
}
