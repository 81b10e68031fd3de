/** contracts/openapi.json and openapi.d.ts are generated from the contract and committed: they must not drift. */
import { apiContract } from '@contracts/index';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, serializeOpenApiDocument } from '@contracts/openapi';

const committed = (file: string) => readFileSync(new URL(`../../contracts/${file}`, import.meta.url), 'utf8');
const STALE = 'is out of date with the contract: run `npm run contract:openapi` and commit the result';

describe('generated OpenAPI files', () => {
  it('contracts/openapi.json matches the contract', () => {
    expect(committed('openapi.json'), `contracts/openapi.json ${STALE}`).toBe(serializeOpenApiDocument());
  });

  it('contracts/openapi.d.ts matches the document', async () => {
    // What `openapi-typescript contracts/openapi.json -o contracts/openapi.d.ts` writes, with default options.
    const generated = COMMENT_HEADER + astToString(await openapiTS(JSON.parse(serializeOpenApiDocument())));
    expect(committed('openapi.d.ts'), `contracts/openapi.d.ts ${STALE}`).toBe(generated);
  });

  it('describes every endpoint of the contract', () => {
    const contractPaths = (router: object): string[] =>
      Object.values(router).flatMap((entry: object) =>
        'method' in entry && 'path' in entry ? [String(entry.path).replace(/:(\w+)/g, '{$1}')] : contractPaths(entry),
      );
    expect(Object.keys(buildOpenApiDocument().paths).sort()).toEqual([...new Set(contractPaths(apiContract))].sort());
    expect(Object.keys(buildOpenApiDocument().paths)).toContain('/api/submit-insurance-request');
  });
});
