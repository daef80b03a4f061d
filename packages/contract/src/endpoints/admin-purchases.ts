import { z } from 'zod/mini';
import { subscribedProductSchema } from '../entities/account-subscriptions';
import {
  envelope,
  id,
  idParam,
  intFrom,
  isoDateTime,
  paginated,
  paginationQuerySchema,
  str,
} from '../entities/common';
import { endpoint } from './define';

/**
 * The admin's "Vendas" (issue 37 §2, ADR 042): the checkout platforms' events as received, what
 * Aula did with each, the failures, and "Reprocessar" for a failed one once its mapping is fixed.
 */

export const PURCHASE_PLATFORMS = ['hotmart', 'kiwify', 'eduzz'] as const;
export const purchasePlatformSchema = z.enum(PURCHASE_PLATFORMS);
export type PurchasePlatform = z.infer<typeof purchasePlatformSchema>;

export const PURCHASE_PLATFORM_LABELS: Record<PurchasePlatform, string> = {
  hotmart: 'Hotmart',
  kiwify: 'Kiwify',
  eduzz: 'Eduzz',
};

/** What an event means for access, whatever the platform calls it. */
export const purchaseKindSchema = z.enum([
  'approved',
  'renewed',
  'refunded',
  'chargeback',
  'canceled',
  'late',
  'ignored',
]);
export type PurchaseKind = z.infer<typeof purchaseKindSchema>;

export const PURCHASE_KIND_LABELS: Record<PurchaseKind, string> = {
  approved: 'Aprovada',
  renewed: 'Renovada',
  refunded: 'Reembolsada',
  chargeback: 'Chargeback',
  canceled: 'Cancelada',
  late: 'Em atraso',
  ignored: 'Outro evento',
};

/** `received`: stored, not yet applied; `failed`: kept with its error, to reprocess. */
export const purchaseEventStatusSchema = z.enum(['received', 'processed', 'ignored', 'failed']);
export type PurchaseEventStatus = z.infer<typeof purchaseEventStatusSchema>;

export const PURCHASE_STATUS_LABELS: Record<PurchaseEventStatus, string> = {
  received: 'Pendente',
  processed: 'Aplicado',
  ignored: 'Sem efeito',
  failed: 'Com erro',
};

export const purchaseEventSchema = z.object({
  id,
  platform: purchasePlatformSchema,
  /** The platform's own name of the event (`PURCHASE_APPROVED`, `order_refunded`...). */
  event_type: z.string(),
  kind: purchaseKindSchema,
  status: purchaseEventStatusSchema,
  buyer_email: z.nullable(z.string()),
  buyer_name: z.nullable(z.string()),
  /** The platform's product id(s) of the sale. */
  external_product_id: z.nullable(z.string()),
  /** The Aula product it maps to, once known. */
  product: z.nullable(subscribedProductSchema),
  transaction_id: z.nullable(z.string()),
  /** What Aula did, in a sentence. */
  outcome: z.nullable(z.string()),
  /** Why it failed, in a sentence that says what to fix. */
  error: z.nullable(z.string()),
  attempts: intFrom(0),
  received_at: isoDateTime,
  processed_at: z.nullable(isoDateTime),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

export const purchaseEventFiltersSchema = z.object({
  platform: z.optional(purchasePlatformSchema),
  status: z.optional(purchaseEventStatusSchema),
  /** Part of the buyer's e-mail or name, or the transaction. */
  search: z.optional(str(z.maxLength(100))),
});
export type PurchaseEventFilters = z.infer<typeof purchaseEventFiltersSchema>;

export const adminPurchaseEndpoints = {
  /** The latest events first. */
  listPurchaseEvents: endpoint({
    method: 'GET',
    path: 'api/admin/purchase-events',
    access: 'admin',
    query: z.extend(paginationQuerySchema, purchaseEventFiltersSchema.shape),
    response: paginated(purchaseEventSchema),
  }),
  /** Applies a failed (or still pending) event again; a 422 for one already applied. */
  reprocessPurchaseEvent: endpoint({
    method: 'POST',
    path: 'api/admin/purchase-events/:id/reprocess',
    access: 'admin',
    params: idParam,
    response: envelope(purchaseEventSchema),
  }),
} as const;
