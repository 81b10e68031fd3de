import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { isIssuedReference, REFERENCE_SOURCES } from './reference-sources';

const postgres = await postgresIsReachable();

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`issued references on ${kind}`, () => {
    const t = useFreshDatabase(kind);
    // Two sources the first migrations create, so the lookup across several tables is checked whatever the registry holds.
    const twoSources = [
      { table: 'quote_requests', column: 'reference_number' },
      { table: 'error_reports', column: 'report_id' },
    ];

    it('finds a reference in any of the sources, and nothing else', async () => {
      await t.db('error_reports').insert({ report_id: 'ER-AAAA1111', error_message: 'x', client_timestamp: 'now', created_at: new Date() });
      expect(await isIssuedReference(t.db, 'ER-AAAA1111', twoSources)).toBe(true);
      expect(await isIssuedReference(t.db, 'ER-AAAA1111', twoSources.slice(0, 1))).toBe(false);
      expect(await isIssuedReference(t.db, 'QR-NOTISSUE', twoSources)).toBe(false);
      expect(await isIssuedReference(t.db, 'ER-AAAA1111', [])).toBe(false);
    });

    it('looks in every registered source without error', async () => {
      expect(REFERENCE_SOURCES.length).toBeGreaterThan(0);
      expect(await isIssuedReference(t.db, 'QR-NOTISSUE')).toBe(false);
    });
  });
}
