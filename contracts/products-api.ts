/** Seed 001 §7 GET /api/products/{id}: a product of the catalogue (contracts/products.ts), for My quotes and the quote forms. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZErrorResponse } from './errors';

export const PRODUCT_NOT_FOUND = 'We could not find that product.';

export const ZProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its guide page. */
  guidePath: z.string(),
  /** The standard quote form asks for a property address for it. */
  asksPropertyAddress: z.boolean(),
});
export type TProduct = z.infer<typeof ZProduct>;

const c = initContract();

export const productsContract = c.router({
  getProduct: {
    method: 'GET',
    path: '/api/products/:id',
    summary: 'One product of the catalogue, by its id (its /products address: home-insurance, medicare, ...)',
    pathParams: z.object({ id: z.string().max(60) }),
    responses: { 200: ZProduct, 404: ZErrorResponse },
    strictStatusCodes: true,
  },
});
