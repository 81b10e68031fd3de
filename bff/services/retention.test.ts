import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../tests/support/fresh-database';
import { postgresIsReachable } from '../../tests/support/test-server';
import { sweepExpiredRecords } from './retention';

const postgres = await postgresIsReachable();
const DAY_MS = 24 * 60 * 60 * 1000;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`records past their retention on ${kind}`, () => {
    const t = useFreshDatabase(kind);
    const now = Date.UTC(2026, 10, 24, 12);
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);

    it('deletes visits, error reports, expired receipt tokens, old live events, stale sign-in counts and old device cookies, and nothing else', async () => {
      await t.db('visits').insert(
        [1, 89, 91, 400].map((days) => ({
          page_url: `https://agency.example/${days}`,
          client_timestamp: 'x',
          is_embedded: false,
          created_at: daysAgo(days),
        })),
      );
      await t
        .db('error_reports')
        .insert([1, 29, 31].map((days) => ({ report_id: `ER-${days}`, error_message: 'x', client_timestamp: 'x', created_at: daysAgo(days) })));
      await t.db('receipt_tokens').insert(
        [1, 3].map((days) => ({
          reference_number: `EOI-${days}`,
          token_sha256: String(days).repeat(64).slice(0, 64),
          expires_at: daysAgo(days - 1),
          created_at: daysAgo(days),
        })),
      );
      await t.db('live_events').insert([1, 8].map((days) => ({ topic: `documents/${days}`, type: 'DocumentSigned', data: '{}', created_at: daysAgo(days) })));
      await t
        .db('staff_sign_in_throttle')
        .insert([0.5, 2].map((days) => ({ account: `a${days}@agency.example`, client: 'unknown-devices', failures: 3, last_failure_at: daysAgo(days) })));
      const [staff] = await t
        .db('staff_members')
        .insert({ email: 'sam@agency.example', name: 'Sam', role: 'agent', created_at: daysAgo(400) })
        .returning('id');
      const staffId = typeof staff === 'object' ? (staff as { id: number }).id : (staff as number);
      await t
        .db('staff_devices')
        .insert([10, 200].map((days) => ({ token_hash: String(days).repeat(64).slice(0, 64), staff_id: staffId, created_at: daysAgo(days) })));
      expect(await sweepExpiredRecords(t.db, { visitsDays: 90, errorReportsDays: 30 }, now)).toEqual({
        visits: 2,
        error_reports: 1,
        receipt_tokens: 1,
        live_events: 1,
        staff_sign_in_throttle: 1,
        staff_devices: 1,
      });
      expect(await t.db('staff_sign_in_throttle').pluck('account')).toEqual(['a0.5@agency.example']);
      expect(await t.db('staff_devices').pluck('token_hash')).toEqual(['10'.repeat(32)]);
      expect(await t.db('receipt_tokens').pluck('reference_number')).toEqual(['EOI-1']);
      expect(await t.db('live_events').pluck('topic')).toEqual(['documents/1']);
      expect(await t.db('visits').orderBy('id').pluck('page_url')).toEqual(['https://agency.example/1', 'https://agency.example/89']);
      expect(await t.db('error_reports').orderBy('id').pluck('report_id')).toEqual(['ER-1', 'ER-29']);
      expect(await sweepExpiredRecords(t.db, { visitsDays: 90, errorReportsDays: 30 }, now)).toEqual({
        visits: 0,
        error_reports: 0,
        receipt_tokens: 0,
        live_events: 0,
        staff_sign_in_throttle: 0,
        staff_devices: 0,
      });
    });
  });
}
