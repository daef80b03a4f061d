import {
  PRODUCT_SLUG_TAKEN_MESSAGE,
  type ProductInput,
  platformIdTakenMessage,
} from '@aula/contract';
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

/** Products and their offers (issue 37 §1, ADR 041). */
export const adminProductHandlers: Pick<
  Handlers,
  'listAdminProducts' | 'createProduct' | 'updateProduct' | 'productDeletePreview' | 'deleteProduct'
> = {
  async listAdminProducts({ db }) {
    return { data: await adminProducts(db) };
  },

  async createProduct({ db, body }) {
    const id = await db.transaction(async (tx) => {
      await checkProductInput(tx, body, null);
      const created = await insertProduct(tx, body);
      await replacePlatformIds(tx, created, body.platform_ids);
      return created;
    });
    return { data: await productById(db, id) };
  },

  async updateProduct({ db, params, body }) {
    await db.transaction(async (tx) => {
      await checkProductInput(tx, body, params.id);
      if (!(await updateProduct(tx, params.id, body))) throw productNotFound();
      await replacePlatformIds(tx, params.id, body.platform_ids);
    });
    return { data: await productById(db, params.id) };
  },

  async productDeletePreview({ db, params }) {
    const preview = await productDeletePreview(db, params.id);
    if (!preview) throw productNotFound();
    return { data: preview };
  },

  async deleteProduct(services) {
    const covers = await services.db.transaction((tx) => deleteProduct(tx, services.params.id));
    if (covers === null) throw productNotFound();
    await dropCovers(services, covers);
    return undefined;
  },
};
