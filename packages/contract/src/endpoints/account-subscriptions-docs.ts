import type { subscriptionEndpoints } from './account-subscriptions';
import type { EndpointDoc } from './define';

/** The OpenAPI summaries of the subscriptions and lifetime-access endpoints (ADR 012). */
export const subscriptionEndpointDocs: Record<keyof typeof subscriptionEndpoints, EndpointDoc> = {
  listSubscriptions: {
    summary: "The viewer's subscriptions (status, provider, dates, days left), newest first",
  },
  subscriptionOffer: {
    summary: "How to subscribe to a product: its offer address, else the support's e-mail",
  },
  getLifetimeAccess: { summary: 'Whether the student has lifetime access, and to which products' },
  lookupLifetimeOrder: {
    summary: 'Step 1 of 2: which product an order code grants (throttled per user)',
    errors: ['OrderNotFoundException', 'ValidationException'],
  },
  claimLifetimeOrder: {
    summary: 'Step 2 of 2: claims the order code (once): lifetime access to its product',
    errors: ['OrderNotFoundException', 'ValidationException'],
  },
};
