/**
 * Open event streams have limits (issue 21): at most EVENTS_STREAMS_PER_TOKEN streams on one token and
 * EVENTS_STREAMS_PER_CLIENT from one client (here 3 and 5), counted by every instance on the database together;
 * one more is answered 429 with Retry-After, and a closed stream gives its place back. Streams are opened with
 * the `eventsource` package as a browser would; tests wait for the places the server holds, never for a time.
 * Both databases run this same suite (suite-groups.ts).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { LIVE_EVENT_STREAMS_TABLE } from '@bff/services/live-events/stream-places';
import { collectEvents, newSessionId, signingApi, type SigningApi } from '../support/signing-flow';
import { RATE_LIMITS_OFF, startTestServer, type DatabaseKind, type TestServer } from '../support/test-server';
import { useApi } from './support';

const LIMITS = { EVENTS_STREAMS_PER_TOKEN: '3', EVENTS_STREAMS_PER_CLIENT: '5' };

type Stream = ReturnType<typeof collectEvents>;

export function defineLiveEventLimitsContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind, LIMITS);
  let api: SigningApi;
  let second: TestServer;
  const open: Stream[] = [];

  beforeAll(async () => {
    api = signingApi(t.server.baseUrl, t.csrf);
    // A second instance on the same database, as behind a load balancer.
    const database = t.server.deps.config.database;
    second = await startTestServer(kind, {
      ...RATE_LIMITS_OFF,
      ...LIMITS,
      ...(database.kind === 'postgres' ? { DATABASE_SCHEMA: database.schema ?? '' } : { SQLITE_FILE: database.filename }),
    });
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await second?.close();
  });

  /** A new token for a document of a new browser session, as the state-insurer page asks for one. */
  async function subscription(): Promise<string> {
    const sessionId = newSessionId();
    const uploaded = await api.upload(sessionId);
    const { documentId } = (await uploaded.json()) as { documentId: string };
    const subscribed = await api.subscribe(sessionId, documentId);
    expect(subscribed.status).toBe(200);
    return ((await subscribed.json()) as { url: string }).url;
  }

  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token') ?? '';
  const placesOf = async (url?: string) => {
    const query = t.server.db(LIVE_EVENT_STREAMS_TABLE);
    if (url) query.where('token_hash', createHash('sha256').update(tokenOf(url)).digest('hex'));
    const [row] = await query.count({ n: '*' });
    return Number(row?.n ?? 0);
  };
  const placesBecome = (count: number, url?: string) => vi.waitFor(async () => expect(await placesOf(url)).toBe(count), { timeout: 10_000, interval: 20 });

  async function openStream(url: string, baseUrl = t.server.baseUrl): Promise<Stream> {
    const stream = collectEvents(baseUrl, url);
    open.push(stream);
    await stream.opened;
    return stream;
  }

  /** One more stream, expected to be refused: its status, Retry-After and message (a stream answered 200 is closed at once). */
  async function refusedStream(url: string, baseUrl = t.server.baseUrl) {
    const abort = new AbortController();
    const response = await fetch(new URL(url, baseUrl), { headers: { accept: 'text/event-stream' }, signal: abort.signal });
    const body = response.status === 200 ? (abort.abort(), {}) : ((await response.json()) as { message?: string });
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after')), message: body.message };
  }

  const closeAll = async () => {
    open.splice(0).forEach((stream) => stream.close());
    await placesBecome(0);
  };

  it('opens at most 3 streams on one token: the 4th is answered 429 with Retry-After, and a closed stream frees its place', async () => {
    const url = await subscription();
    const streams = [await openStream(url), await openStream(url), await openStream(url)];
    expect(await placesOf(url)).toBe(3);

    const fourth = await refusedStream(url);
    expect(fourth.status).toBe(429);
    expect(fourth.retryAfter).toBeGreaterThanOrEqual(1);
    expect(fourth.retryAfter).toBeLessThanOrEqual(600); // the token's lifetime: its streams end by then
    expect(fourth.message).toMatch(/Too many live updates/);
    expect(await placesOf(url)).toBe(3);

    streams[0]!.close();
    await placesBecome(2, url);
    await openStream(url);
    expect(await placesOf(url)).toBe(3);
    expect((await refusedStream(url)).status).toBe(429);
    await closeAll();
  });

  it('opens at most 5 streams from one client, whatever their tokens', async () => {
    const urls = await Promise.all(Array.from({ length: 6 }, () => subscription()));
    for (const url of urls.slice(0, 5)) await openStream(url);
    const sixth = await refusedStream(urls[5]!);
    expect(sixth.status).toBe(429);
    expect(sixth.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await placesOf(urls[5])).toBe(0);

    open[0]!.close();
    await placesBecome(4);
    await openStream(urls[5]!);
    await closeAll();
  });

  it('counts the streams another instance holds: a token full on one is refused on the other, until one closes', async () => {
    const url = await subscription();
    const onFirst = [await openStream(url), await openStream(url)];
    await openStream(url, second.baseUrl);
    expect(await placesOf(url)).toBe(3);
    expect((await refusedStream(url, second.baseUrl)).status).toBe(429);
    expect((await refusedStream(url)).status).toBe(429);

    onFirst[0]!.close();
    await placesBecome(2, url);
    await openStream(url, second.baseUrl);
    await closeAll();
  });

  it('takes no place for a refused stream or a token that is not valid, and answers a bad token 401 as before', async () => {
    const url = await subscription();
    const forged = url.replace(/token=[^&]+/, 'token=forged.token');
    expect((await refusedStream(forged)).status).toBe(401);
    expect(await placesOf()).toBe(0);
    for (let i = 0; i < 3; i += 1) await openStream(url);
    for (let i = 0; i < 5; i += 1) expect((await refusedStream(url)).status).toBe(429);
    expect(await placesOf()).toBe(3);
    await closeAll();
  });

  it('gives the place back of a stream whose client went away while it was being opened', async () => {
    const url = await subscription();
    // Many opens dropped at once, some before the server answers: none may keep a place.
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const abort = new AbortController();
        const pending = fetch(new URL(url, t.server.baseUrl), { signal: abort.signal }).catch(() => undefined);
        abort.abort();
        await pending;
      }),
    );
    await placesBecome(0);
    // A dropped open that the server reaches after that count holds a place for a moment too: a stream opens once
    // the server has seen them all go, and then no place is left.
    await vi.waitFor(async () => expect((await refusedStream(url)).status).toBe(200), { timeout: 10_000, interval: 50 });
    await placesBecome(0);
  });

  it('never lets a burst on one token past the limit', async () => {
    const url = await subscription();
    const abort = new AbortController();
    // All twelve asked at once, and every stream answered 200 kept open until all have their answer.
    const statuses = await Promise.all(Array.from({ length: 12 }, async () => (await fetch(new URL(url, t.server.baseUrl), { signal: abort.signal })).status));
    expect(await placesOf(url)).toBe(3);
    abort.abort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    await placesBecome(0);
  });
}
