/** Every operation of the contract (contracts/openapi.json), as the fuzzer needs it: where, with what, and for whom. */
import { readFileSync } from 'node:fs';
import { BACK_OFFICE_API_PREFIX } from '@contracts/back-office/route-roles';
import type { JsonSchema } from './fuzz-schema';

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

/** Who calls it: the back office's staff, a signed-in customer, or anyone. */
export type Audience = 'staff' | 'customer' | 'public';

export type Operation = {
  id: string;
  method: string;
  /** As the contract writes it: /api/signing/{token}. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema };
  audience: Audience;
};

type OpenApi = {
  paths: Record<string, Record<string, { operationId: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
};

const CUSTOMER_PREFIXES = ['/api/account', '/api/quotes'];

const audienceOf = (path: string): Audience =>
  path.startsWith(`${BACK_OFFICE_API_PREFIX}/`) ? 'staff' : CUSTOMER_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'customer' : 'public';

export function contractOperations(file = new URL('../../../contracts/openapi.json', import.meta.url)): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as OpenApi;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, required: Boolean(parameter.required) })),
        body: contentType && media ? { contentType: contentType as 'application/json' | 'multipart/form-data', schema: media.schema } : undefined,
        audience: audienceOf(path),
      };
    }),
  );
}
