import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { createStreamPlaces, LIVE_EVENT_STREAMS_TABLE } from './stream-places';

const postgres = await postgresIsReachable();
const at = (iso: string) => new Date(iso);

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`places of open event streams on ${kind}`, () => {
    const t = useFreshDatabase(kind);

    it('frees the places of an instance that stopped without closing its streams when their token expires', async () => {
      const stopped = createStreamPlaces(t.db, { perToken: 2, perClient: 10 });
      const request = { token: 'token-a', client: '203.0.113.7', until: at('2026-05-01T12:10:00Z') };
      expect(await stopped.take(request, at('2026-05-01T12:00:00Z'))).toMatchObject({ taken: true });
      expect(await stopped.take(request, at('2026-05-01T12:00:01Z'))).toMatchObject({ taken: true });

      // Another instance (the first never released anything): full until the token's expiry, which Retry-After names.
      const other = createStreamPlaces(t.db, { perToken: 2, perClient: 10 });
      expect(await other.take(request, at('2026-05-01T12:05:00Z'))).toEqual({ taken: false, over: 'token', retryAfterSeconds: 300 });
      const later = { ...request, until: at('2026-05-01T12:20:00Z') };
      expect(await other.take(later, at('2026-05-01T12:10:00Z'))).toMatchObject({ taken: true });
      await other.settle(); // its sweep of the places no longer counted
      const left = await t.db(LIVE_EVENT_STREAMS_TABLE).select('open_until');
      expect(left.map((row) => new Date(row.open_until).toISOString())).toEqual(['2026-05-01T12:20:00.000Z']);
    });

    it('refuses from its own count without asking the database, and a released place opens again', async () => {
      const places = createStreamPlaces(t.db, { perToken: 1, perClient: 1 });
      const now = at('2030-01-01T00:00:00Z');
      const request = { token: 'token-b', client: '198.51.100.1', until: at('2030-01-01T00:10:00Z') };
      const first = await places.take(request, now);
      if (!first.taken) throw new Error('the first place was refused');
      await t.db(LIVE_EVENT_STREAMS_TABLE).delete(); // the database forgets it: only this instance's own count refuses now
      expect(await places.take({ ...request, token: 'token-c' }, now)).toEqual({ taken: false, over: 'client', retryAfterSeconds: 600 });
      await first.release();
      await first.release(); // twice is once
      expect(await places.take({ ...request, token: 'token-c' }, now)).toMatchObject({ taken: true });
    });

    it('with both limits 0 takes no place at all', async () => {
      const places = createStreamPlaces(t.db, { perToken: 0, perClient: 0 });
      await t.db(LIVE_EVENT_STREAMS_TABLE).delete();
      for (let i = 0; i < 5; i += 1) expect(await places.take({ token: 't', client: 'c', until: at('2031-01-01T00:00:00Z') })).toMatchObject({ taken: true });
      expect(Number((await t.db(LIVE_EVENT_STREAMS_TABLE).count({ n: '*' }).first())?.n)).toBe(0);
    });
  });
}
