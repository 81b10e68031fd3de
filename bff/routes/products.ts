import { initServer } from '@ts-rest/express';
import { PRODUCT_NOT_FOUND, productsContract } from '@contracts/products-api';
import { needsPropertyAddress, PRODUCT_CATALOGUE, STANDARD_FORM_PROPERTY_PRODUCTS } from '@contracts/products';
import { routes } from '@site/paths';

const s = initServer();

export const productsRouter = () =>
  s.router(productsContract, {
    getProduct: async ({ params, req }) => {
      const product = PRODUCT_CATALOGUE.find((candidate) => candidate.id === params.id.toLowerCase());
      if (!product) return { status: 404, body: { message: PRODUCT_NOT_FOUND, requestId: req.requestId } };
      return {
        status: 200,
        body: {
          ...product,
          guidePath: routes.products.guide(product.id),
          asksPropertyAddress: needsPropertyAddress(product.name, STANDARD_FORM_PROPERTY_PRODUCTS),
        },
      };
    },
  });
