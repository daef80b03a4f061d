import { z } from 'zod/mini';
import {
  lifetimeAccessSchema,
  orderCodeBodySchema,
  orderLookupSchema,
  subscriptionOfferSchema,
  subscriptionSchema,
} from '../entities/account-subscriptions';
import { envelope, slug } from '../entities/common';
import { endpoint } from './define';

/** The student account area's subscriptions and lifetime access (issue 17, ADR 012). */
export const subscriptionEndpoints = {
  /** The viewer's subscriptions, newest first (a handful per person: not paginated). */
  listSubscriptions: endpoint({
    method: 'GET',
    path: 'api/me/subscriptions',
    access: 'user',
    response: envelope(z.array(subscriptionSchema)),
  }),
  /** How to subscribe to a product (the player's enroll call-to-action lands on it). */
  subscriptionOffer: endpoint({
    method: 'GET',
    path: 'api/me/subscriptions/offers/:slug',
    access: 'user',
    params: z.object({ slug }),
    response: envelope(subscriptionOfferSchema),
  }),
  getLifetimeAccess: endpoint({
    method: 'GET',
    path: 'api/me/lifetime-access',
    access: 'user',
    response: envelope(lifetimeAccessSchema),
  }),
  /** Step 1: which product an order code grants; `OrderNotFoundException` (404) otherwise. */
  lookupLifetimeOrder: endpoint({
    method: 'POST',
    path: 'api/me/lifetime-access/lookup',
    access: 'user',
    body: orderCodeBodySchema,
    response: envelope(orderLookupSchema),
  }),
  /** Step 2: claims it (once, in one transaction): the product's subscription becomes lifetime. */
  claimLifetimeOrder: endpoint({
    method: 'POST',
    path: 'api/me/lifetime-access/claim',
    access: 'user',
    body: orderCodeBodySchema,
    response: envelope(subscriptionSchema),
  }),
} as const;
