import {
  type AdminProduct,
  PRODUCT_SLUG_TAKEN_MESSAGE,
  type ProductInput,
  platformIdTakenMessage,
} from '@aula/contract';
import { recordAudit } from '../audit';
import type { Queryable } from '../db/database';
import { fieldError, notFound } from '../http';
import {
  adminProduct,
  adminProducts,
  deleteProduct,
  insertProduct,
  platformIdTaken,
  productDeletePreview,
  productSlugTaken,
  replacePlatformIds,
  updateProduct,
} from '../queries/admin-products';
import { dropCovers } from './covers';
import type { Handlers } from './define';

const productNotFound = () => notFound('Produto não encontrado.');

async function productById(db: Queryable, id: number) {
  const product = await adminProduct(db, id);
  if (!product) throw productNotFound();
  return product;
}

/**
 * Refuses a slug or a platform id another product has. Inside the write's transaction; the
 * primary key of product_platform_ids (platform, external_id) is the last word when two admins
 * save the same id at once (the second one's insert fails and nothing of it is kept).
 */
async function checkProductInput(tx: Queryable, input: ProductInput, except: number | null) {
  if (await productSlugTaken(tx, input.slug, except)) {
    throw fieldError('slug', PRODUCT_SLUG_TAKEN_MESSAGE);
  }
  const taken = await platformIdTaken(tx, input.platform_ids, except);
  if (taken) {
    throw fieldError(
      'platform_ids',
      platformIdTakenMessage(taken.platform, taken.external_id, taken.product),
    );
  }
}

/** The fields of a product an admin edits: the ones an audit entry says were changed. */
const EDITED_FIELDS = [
  'slug',
  'title',
  'description',
  'cover_url',
  'can_comment',
  'price_text',
  'offer_url',
  'platform_ids',
] as const satisfies readonly (keyof AdminProduct)[];

/** The fields an edit changed, comparing the product as stored before and after it. */
function changedFields(before: AdminProduct, after: AdminProduct) {
  const ids = (product: AdminProduct) =>
    product.platform_ids
      .map((one) => `${one.platform}:${one.external_id}`)
      .sort()
      .join('\n');
  return EDITED_FIELDS.filter((field) =>
    field === 'platform_ids' ? ids(before) !== ids(after) : before[field] !== after[field],
  );
}

/**
 * Products and their offers (issue 37 §1, ADR 041). Each change is an entry of the admins' audit
 * log, in the change's transaction (ADR 047): its product, and what an edit changed or how many
 * students a deletion took the access of.
 */
export const adminProductHandlers: Pick<
  Handlers,
  'listAdminProducts' | 'createProduct' | 'updateProduct' | 'productDeletePreview' | 'deleteProduct'
> = {
  async listAdminProducts({ db }) {
    return { data: await adminProducts(db) };
  },

  async createProduct({ db, body, viewer }) {
    const id = await db.transaction(async (tx) => {
      await checkProductInput(tx, body, null);
      const created = await insertProduct(tx, body);
      await replacePlatformIds(tx, created, body.platform_ids);
      await recordAudit(tx, {
        adminId: viewer.id,
        action: 'product.create',
        targetUserId: null,
        details: { product_id: created, title: body.title },
      });
      return created;
    });
    return { data: await productById(db, id) };
  },

  async updateProduct({ db, params, body, viewer }) {
    const data = await db.transaction(async (tx) => {
      const before = await adminProduct(tx, params.id);
      if (!before) throw productNotFound();
      await checkProductInput(tx, body, params.id);
      if (!(await updateProduct(tx, params.id, body))) throw productNotFound();
      await replacePlatformIds(tx, params.id, body.platform_ids);
      const after = await productById(tx, params.id);
      const changed = changedFields(before, after);
      if (changed.length > 0) {
        await recordAudit(tx, {
          adminId: viewer.id,
          action: 'product.update',
          targetUserId: null,
          details: { product_id: params.id, title: body.title, changed },
        });
      }
      return after;
    });
    return { data };
  },

  async productDeletePreview({ db, params }) {
    const preview = await productDeletePreview(db, params.id);
    if (!preview) throw productNotFound();
    return { data: preview };
  },

  async deleteProduct(services) {
    const { id } = services.params;
    const covers = await services.db.transaction(async (tx) => {
      const before = await adminProduct(tx, id);
      const gone = await deleteProduct(tx, id);
      if (before && gone) {
        await recordAudit(tx, {
          adminId: services.viewer.id,
          action: 'product.delete',
          targetUserId: null,
          details: {
            product_id: id,
            title: before.title,
            students_count: before.students_count,
            courses_count: before.courses.length,
          },
        });
      }
      return gone;
    });
    if (covers === null) throw productNotFound();
    await dropCovers(services, covers);
    return undefined;
  },
};
