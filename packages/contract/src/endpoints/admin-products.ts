import { z } from 'zod/mini';
import { envelope, id, idParam, intFrom, slug, str, trimmedText, url } from '../entities/common';
import { endpoint } from './define';

/**
 * Products and their offers (issue 37 §1, ADR 041). A product is what a person buys: its courses,
 * whether its students may comment, the price a visitor is shown (a display text the seller
 * controls, "R$ 497,00" or "12x de R$ 49,70", never a charge), the offer link (the checkout page at
 * Hotmart, Kiwify, Eduzz or any https address) and the checkout platforms' product ids that map a
 * purchase to it (the purchase webhooks read them).
 */

/** The checkout platforms whose product ids map a purchase to a product (migration 0025). */
export const CHECKOUT_PLATFORMS = ['hotmart', 'kiwify', 'eduzz'] as const;
export const checkoutPlatformSchema = z.enum(CHECKOUT_PLATFORMS);
export type CheckoutPlatform = z.infer<typeof checkoutPlatformSchema>;

/** How each platform is named to a person. */
export const CHECKOUT_PLATFORM_LABELS: Record<CheckoutPlatform, string> = {
  hotmart: 'Hotmart',
  kiwify: 'Kiwify',
  eduzz: 'Eduzz',
};

export const OFFER_URL_MESSAGE =
  'Use o endereço https:// da página de pagamento (Hotmart, Kiwify, Eduzz ou outra).';
export const PRICE_TEXT_MESSAGE = 'Escreva o preço em até 60 caracteres, como “R$ 497,00”.';
export const PLATFORM_ID_MESSAGE = 'Informe o id do produto na plataforma (até 200 caracteres).';
export const PLATFORM_ID_REPEATED_MESSAGE = 'O mesmo id da mesma plataforma aparece duas vezes.';

/** Whether an offer link is an https address (a checkout page never runs over plain http). */
export const isHttpsUrl = (value: string) => {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
};

export const platformIdSchema = z.object({
  platform: checkoutPlatformSchema,
  external_id: trimmedText(1, 200).check(z.regex(/^\S+$/, PLATFORM_ID_MESSAGE)),
});
export type PlatformId = z.infer<typeof platformIdSchema>;

const sameId = (a: PlatformId, b: PlatformId) =>
  a.platform === b.platform && a.external_id === b.external_id;

export const productInputSchema = z.object({
  title: trimmedText(1, 200),
  slug,
  description: z.optional(z.nullable(str(z.maxLength(5000)))),
  cover_url: z.optional(z.nullable(url())),
  /** Whether the product's students may comment on its lectures. */
  can_comment: z.boolean(),
  /** What a visitor is shown of the price; empty or null shows none. */
  price_text: z.optional(z.nullable(trimmedText(0, 60).check(z.maxLength(60, PRICE_TEXT_MESSAGE)))),
  /** The checkout page; https only. */
  offer_url: z.optional(
    z.nullable(url({ error: OFFER_URL_MESSAGE }).check(z.refine(isHttpsUrl, OFFER_URL_MESSAGE))),
  ),
  platform_ids: z.array(platformIdSchema).check(
    z.maxLength(20),
    z.refine(
      (ids) => ids.every((one, index) => ids.findIndex((other) => sameId(one, other)) === index),
      PLATFORM_ID_REPEATED_MESSAGE,
    ),
  ),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const adminProductSchema = z.object({
  id,
  slug,
  title: z.string(),
  description: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  can_comment: z.boolean(),
  price_text: z.nullable(z.string()),
  offer_url: z.nullable(z.string()),
  platform_ids: z.array(z.object({ platform: checkoutPlatformSchema, external_id: z.string() })),
  /** Its courses, by title. */
  courses: z.array(z.object({ id, slug, title: z.string() })),
  /** Accounts whose subscription to it grants access now (active, trial, lifetime). */
  students_count: intFrom(0),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** What deleting a product would take, said before the admin confirms. */
export const productDeletePreviewSchema = z.object({
  /** Accounts that would lose access (their subscriptions go with the product). */
  students_count: intFrom(0),
  /** Courses that go with it, with their sections, lectures and comments. */
  courses_count: intFrom(0),
  lectures_count: intFrom(0),
});
export type ProductDeletePreview = z.infer<typeof productDeletePreviewSchema>;

/** The message of a platform id that another product already has, on `platform_ids`. */
export const platformIdTakenMessage = (
  platform: CheckoutPlatform,
  externalId: string,
  product: string,
) =>
  `O id ${externalId} da ${CHECKOUT_PLATFORM_LABELS[platform]} já pertence ao produto “${product}”. Cada compra só pode liberar um produto.`;
export const PRODUCT_SLUG_TAKEN_MESSAGE = 'Este endereço (slug) já está em uso por outro produto.';

export const adminProductEndpoints = {
  /** Every product, by title. */
  listAdminProducts: endpoint({
    method: 'GET',
    path: 'api/admin/products',
    access: 'admin',
    response: envelope(z.array(adminProductSchema)),
  }),
  createProduct: endpoint({
    method: 'POST',
    path: 'api/admin/products',
    access: 'admin',
    body: productInputSchema,
    response: envelope(adminProductSchema),
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: 'api/admin/products/:id',
    access: 'admin',
    params: idParam,
    body: productInputSchema,
    response: envelope(adminProductSchema),
  }),
  productDeletePreview: endpoint({
    method: 'GET',
    path: 'api/admin/products/:id/delete-preview',
    access: 'admin',
    params: idParam,
    response: envelope(productDeletePreviewSchema),
  }),
  /** Its courses, content and subscriptions go with it. */
  deleteProduct: endpoint({
    method: 'DELETE',
    path: 'api/admin/products/:id',
    access: 'admin',
    params: idParam,
  }),
} as const;

export { offerLinkFor } from '../offer-link';
