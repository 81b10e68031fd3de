/**
 * Values the server handed out (ids, reference numbers, signing tokens, browser session ids), kept to be sent
 * back: a path or field that names something that exists reaches further than a random one, which is a 404.
 * A generated request holds a `Harvested` placeholder (which key, which of the values, a value of its own for
 * when none is known yet); it is resolved when the request is sent.
 */

/** The names (of fields, path parameters and headers) whose values are worth sending back. */
const HARVESTED_KEYS = ['id', 'referenceNumber', 'token', 'documentId', 'sessionId', 'x-session-id', 'staffId', 'offerId', 'carrierId'] as const;
type HarvestedKey = (typeof HARVESTED_KEYS)[number];

export const isHarvestedKey = (key: string | undefined): key is HarvestedKey => HARVESTED_KEYS.includes(key as HarvestedKey);

export class Harvested {
  constructor(
    readonly key: HarvestedKey,
    readonly pick: number,
    readonly fallback: unknown,
  ) {}
}

/** Which key a harvested value is also good for: a document's id is the `documentId` of the next call. */
const ALSO: Partial<Record<HarvestedKey, HarvestedKey[]>> = {
  documentId: ['id'],
  sessionId: ['x-session-id'],
  'x-session-id': ['sessionId'],
  id: ['staffId', 'offerId', 'carrierId'],
};
const KEPT_PER_KEY = 200;
const SIGNING_URL = /\/sign\/([A-Za-z0-9_-]{43})/;

/** fast-check's records may have no prototype at all. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

export function createHarvest() {
  const pools = new Map<HarvestedKey, unknown[]>();
  const keep = (key: HarvestedKey, value: unknown) => {
    for (const name of [key, ...(ALSO[key] ?? [])]) {
      const pool = pools.get(name) ?? [];
      if (pool.includes(value)) continue;
      pool.push(value);
      if (pool.length > KEPT_PER_KEY) pool.shift();
      pools.set(name, pool);
    }
  };
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) return value.slice(0, 20).forEach((item) => walk(item));
    if (value && typeof value === 'object') return Object.entries(value).forEach(([name, item]) => walk(item, name));
    if (typeof value === 'string' && SIGNING_URL.test(value)) keep('token', SIGNING_URL.exec(value)![1]);
    if (isHarvestedKey(key) && (typeof value === 'string' || typeof value === 'number')) keep(key, value);
  };
  const resolve = (value: unknown): unknown => {
    if (value instanceof Harvested) {
      const pool = pools.get(value.key);
      return pool?.length ? pool[value.pick % pool.length] : resolve(value.fallback);
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item)]));
    }
    return value;
  };
  return {
    /** What a successful answer handed out, and what the successful request named (a browser session id it chose). */
    fromAnswer: (answer: unknown, sent: Record<string, unknown> = {}) => {
      walk(answer);
      walk(sent);
    },
    resolve,
  };
}

export type Harvest = ReturnType<typeof createHarvest>;
