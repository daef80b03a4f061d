import { z } from 'zod/mini';
import { envelope, slug } from '../entities/common';
import { productSchema } from '../entities/course';
import { endpoint } from './define';

export const productEndpoints = {
  listProducts: endpoint({
    method: 'GET',
    path: 'api/products',
    access: 'public',
    query: z.object({ include: z.optional(z.literal('courses')) }),
    response: envelope(z.array(productSchema)),
  }),
  productBySlug: endpoint({
    method: 'GET',
    path: 'api/products-by-slug/:slug',
    access: 'public',
    params: z.object({ slug }),
    query: z.object({ include: z.optional(z.literal('courses')) }),
    response: envelope(productSchema),
  }),
} as const;
