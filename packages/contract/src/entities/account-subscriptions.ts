import { z } from 'zod/mini';
import { id, intFrom, isoDateTime, slug, str } from './common';

/**
 * A subscription's state (ADR 012). Only `active`, `trial` and `lifetime` let the student watch the
 * product's courses; the others are kept so the student sees what happened.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trial',
  'pending_payment',
  'canceled',
  'expired',
  'lifetime',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Each state as a person reads it (badges, the admin's CSV export). */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'ativa',
  trial: 'em teste',
  pending_payment: 'pagamento pendente',
  canceled: 'cancelada',
  expired: 'expirada',
  lifetime: 'vitalícia',
};

/** Who sells or granted it: a payment provider, an invitation, an order code or the team. */
export const SUBSCRIPTION_PROVIDERS = [
  'hotmart',
  'stripe',
  'invitation',
  'order',
  'manual',
  'kiwify',
  'eduzz',
] as const;
export const subscriptionProviderSchema = z.enum(SUBSCRIPTION_PROVIDERS);
export type SubscriptionProvider = z.infer<typeof subscriptionProviderSchema>;

/** The product a subscription or an order is for: what a person reads and where it lives. */
export const subscribedProductSchema = z.object({ id, slug, title: z.string() });
export type SubscribedProduct = z.infer<typeof subscribedProductSchema>;

export const subscriptionSchema = z.object({
  product: subscribedProductSchema,
  status: subscriptionStatusSchema,
  provider: subscriptionProviderSchema,
  started_at: isoDateTime,
  /** `null`: no end date ("sem data de término"). */
  ends_at: z.nullable(isoDateTime),
  /** Whole days left when it ends within 30 days (0 on its last day); otherwise `null`. */
  days_left: z.nullable(intFrom(0)),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** How to subscribe to a product: its own offer page if it has one, else the support contact. */
export const subscriptionOfferSchema = z.object({
  product: subscribedProductSchema,
  offer_url: z.nullable(z.string()),
  support_email: z.string(),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** Whether the viewer has lifetime access, and to which products. */
export const lifetimeAccessSchema = z.object({
  has_lifetime: z.boolean(),
  products: z.array(z.object({ product: subscribedProductSchema, since: isoDateTime })),
});
export type LifetimeAccess = z.infer<typeof lifetimeAccessSchema>;

/** An order code as people type it: trimmed, 4–64 letters, digits or dashes (case-insensitive). */
export const ORDER_CODE_MAX_LENGTH = 64;
export const orderCodeSchema = str(
  z.trim(),
  z.minLength(4),
  z.maxLength(ORDER_CODE_MAX_LENGTH),
  z.regex(/^[A-Za-z0-9-]+$/),
);

export const orderCodeBodySchema = z.object({ code: orderCodeSchema });
export type OrderCodeBody = z.infer<typeof orderCodeBodySchema>;

/** What an unclaimed order code grants (step 1 of the claim). */
export const orderLookupSchema = z.object({
  product: subscribedProductSchema,
  /** The viewer already has lifetime access to it (claiming changes nothing). */
  already_lifetime: z.boolean(),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
