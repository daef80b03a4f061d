import type { LifetimeAccess, Subscription, SubscriptionOffer } from '@aula/contract';

// Demo data of the subscriptions and lifetime-access stories and default mocks (fixed dates).
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T14:00:00.000Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

export const frontEnd = { id: 1, slug: 'formacao-front-end', title: 'Formação Front-end' };
export const python = { id: 2, slug: 'dados-com-python', title: 'Dados com Python' };
export const career = { id: 3, slug: 'carreira-em-tecnologia', title: 'Carreira em tecnologia' };

/** The API's `days_left`: whole days until `endsAt` when it is within 30 days, else null. */
function daysLeft(endsAt: string | null) {
  const days = endsAt === null ? -1 : Math.floor((Date.parse(endsAt) - NOW) / DAY);
  return days >= 0 && days <= 30 ? days : null;
}

/** A subscription, its `days_left` counted from its `ends_at` (20 days from now unless given). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const endsAt = overrides.ends_at === undefined ? at(20) : overrides.ends_at;
  return {
    product: frontEnd,
    status: 'active',
    provider: 'hotmart',
    started_at: at(-60),
    ends_at: endsAt,
    days_left: daysLeft(endsAt),
    ...overrides,
  };
}

/** One subscription in each state. */
export const everyStatus: Subscription[] = [
  makeSubscription(),
  makeSubscription({
    product: career,
    status: 'trial',
    provider: 'stripe',
    ends_at: at(1),
  }),
  makeSubscription({
    product: python,
    status: 'lifetime',
    provider: 'order',
    ends_at: null,
  }),
  makeSubscription({
    product: { id: 4, slug: 'ingles-para-devs', title: 'Inglês para devs' },
    status: 'pending_payment',
    ends_at: null,
  }),
  makeSubscription({
    product: { id: 5, slug: 'design-de-interfaces', title: 'Design de interfaces' },
    status: 'canceled',
    provider: 'stripe',
    ends_at: at(-5),
  }),
  makeSubscription({
    product: { id: 6, slug: 'devops-essencial', title: 'DevOps essencial' },
    status: 'expired',
    provider: 'manual',
    started_at: at(-400),
    ends_at: at(-35),
  }),
];

export const pythonOffer: SubscriptionOffer = {
  product: python,
  offer_url: null,
  support_email: 'suporte@aula.dev',
};
export const frontEndOffer: SubscriptionOffer = {
  product: frontEnd,
  offer_url: 'https://pay.hotmart.com/F73521948K',
  support_email: 'suporte@aula.dev',
};

export const noLifetime: LifetimeAccess = { has_lifetime: false, products: [] };
export const withLifetime: LifetimeAccess = {
  has_lifetime: true,
  products: [{ product: python, since: at(-10) }],
};
