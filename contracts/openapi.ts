import { generateOpenApi } from '@ts-rest/open-api';
import { apiContract } from './index';

/** The OpenAPI document of the contract; `npm run contract:openapi` writes it to contracts/openapi.json. */
export const buildOpenApiDocument = () =>
  generateOpenApi(
    apiContract,
    {
      openapi: '3.0.3',
      info: {
        title: 'Insurance agency web API',
        version: '1.0.0',
        description: 'The BFF of the public site, portal and back office. State-changing calls need the X-CSRF-TOKEN header (419 without it).',
      },
    },
    { setOperationId: 'concatenated-path' },
  );

export const serializeOpenApiDocument = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
