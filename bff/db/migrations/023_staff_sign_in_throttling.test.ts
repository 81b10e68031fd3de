import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useRecoveryCode } from '@bff/services/staff/second-factor';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { migrationSource } from './index';

const postgres = await postgresIsReachable();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`migration 023 on ${kind}: recovery codes issued before`, () => {
    const t = useFreshDatabase(kind);

    it('keep working once each, no longer as an unsalted SHA-256 but argon2id of it; used ones go', async () => {
      const schemaName = kind === 'postgres' ? (t.db.client.config.searchPath as string[])[0] : undefined;
      // Back to just before 023, whatever came after it.
      while (
        (await t.db.migrate.list({ migrationSource, schemaName }))[0].some(
          (done: { name: string } | string) => (typeof done === 'string' ? done : done.name) >= '023',
        )
      ) {
        await t.db.migrate.down({ migrationSource, schemaName });
      }
      const [inserted] = await t
        .db('staff_members')
        .insert({ email: 'old@agency.example', name: 'Old Codes', role: 'agent', created_at: new Date() })
        .returning('id');
      const staffId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
      // As issueRecoveryCodes stored them before: SHA-256 hex of the 10 characters, without the dash.
      const codes = ['ABCDE-FGHJK', 'LMNPQ-RSTUV', 'WXYZ2-34567'];
      await t
        .db('staff_recovery_codes')
        .insert(codes.map((code, i) => ({ staff_id: staffId, code_hash: sha256(code.replace('-', '')), used_at: i === 2 ? new Date() : null })));

      await t.db.migrate.latest({ migrationSource, schemaName });
      const rows = await t.db('staff_recovery_codes').where({ staff_id: staffId }).orderBy('id');
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.code_hash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
        expect(row.selector).toBeNull();
      }
      expect(JSON.stringify(rows)).not.toContain(sha256('ABCDEFGHJK'));

      expect(await useRecoveryCode(t.db, staffId, 'lmnpq rstuv')).toBe(true);
      expect(await useRecoveryCode(t.db, staffId, 'LMNPQ-RSTUV')).toBe(false);
      expect(await useRecoveryCode(t.db, staffId, 'WXYZ2-34567')).toBe(false);
      expect(await useRecoveryCode(t.db, staffId, 'ABCDE-FGHJX')).toBe(false);
      expect(await useRecoveryCode(t.db, staffId, 'ABCDE-FGHJK')).toBe(true);
    });
  });
}
