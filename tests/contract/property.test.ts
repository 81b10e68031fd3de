/**
 * Property: whatever a client sends to a POST endpoint (with a valid CSRF token), the BFF never answers
 * 5xx, and a refused request leaves no row behind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POST_ENDPOINTS, postRaw, rowCount, simpleQuote, standardQuote, useApi, type PostEndpoint } from './support';

const RUNS_PER_ENDPOINT = 150;

/** Valid bodies whose field names (and sometimes values) the random objects reuse. */
const SHAPES: Record<string, Record<string, unknown>[]> = {
  '/api/submit-quote': [simpleQuote(), standardQuote()],
};

const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom('', '   ', null, true, 0, -1, 1e308, [], {}),
);

/** Objects with the real field names, any of them missing, each holding its valid value or an odd one. */
const realFieldObject = (valid: Record<string, unknown>) =>
  fc.record(Object.fromEntries(Object.keys(valid).map((field) => [field, fc.oneof(fc.constant(valid[field]), oddValue)])), { requiredKeys: [] });

/** A valid body with up to three fields given odd values or dropped: often accepted, so both outcomes are checked. */
const mutatedBody = (valid: Record<string, unknown>) =>
  fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.option(oddValue, { nil: undefined }), { maxKeys: 3 }).map((changes) => ({ ...valid, ...changes }));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
];

const attempt = (endpoint: PostEndpoint) => {
  const shapes = SHAPES[endpoint.path] ?? [endpoint.validBody()];
  const json = fc
    .oneof(fc.jsonValue(), ...shapes.map(realFieldObject), ...shapes.map((shape) => ({ weight: 4, arbitrary: mutatedBody(shape) })))
    .map((value) => JSON.stringify(value) ?? 'null');
  return fc.record({
    raw: fc.oneof({ weight: 4, arbitrary: json }, fc.string({ maxLength: 200 }), fc.string({ maxLength: 200, unit: 'binary' })),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      fc.constantFrom(...CONTENT_TYPES),
      fc.stringMatching(/^[\x21-\x7e]{1,40}$/),
    ),
    contentEncoding: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown')),
  });
};

describe('random bodies on SQLite', () => {
  const t = useApi('sqlite');

  it.each(POST_ENDPOINTS)('POST $path never answers 5xx and a refusal writes nothing', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(attempt(endpoint), async ({ raw, contentType, contentEncoding }) => {
        const before = await rowCount(t.server.db, endpoint.table);
        const { response } = await postRaw(t.api, endpoint.path, raw, { 'content-type': contentType, 'content-encoding': contentEncoding });
        const added = (await rowCount(t.server.db, endpoint.table)) - before;
        expect(response.status).toBeLessThan(500);
        expect(added).toBe(response.status === 201 ? 1 : 0);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});
