/**
 * What checking a recovery code costs (issue 21): against one argon2id verification (m=46 MiB, t=1, p=1) in
 * the same run. A code of the 16-character kind is found by its selector and checked against one hash, right
 * or wrong; a 10-character code of before migration 023 is checked against each unused old code of the
 * person (ten at most); a code of neither length costs no hash. On a fresh SQLite database.
 *
 *   npx tsx bench/recovery-codes.ts
 *   BENCH_ROUNDS=40 npx tsx bench/recovery-codes.ts
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '@bff/db/database';
import { issueRecoveryCodes, useRecoveryCode } from '@bff/services/staff/second-factor';
import { slowHash, slowHashMatches } from '@bff/services/staff/slow-hash';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const elapsed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

/**
 * The case against the baseline, taken in turns round after round (the machine is shared: a busy moment
 * falls on both), as the median of the rounds' ratios and the case's median time.
 */
async function againstBaseline(baseline: () => Promise<unknown>, run: () => Promise<unknown>) {
  const ratios: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const base = await elapsed(baseline);
    const time = await elapsed(run);
    ratios.push(time / base);
    times.push(time);
  }
  return { ratio: median(ratios), ms: median(times) };
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-recovery-'));
const db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'app.db') });
try {
  await migrateToLatest(db);
  const [inserted] = await db('staff_members').insert({ email: 'bench@agency.example', name: 'Bench', role: 'agent', created_at: new Date() }).returning('id');
  const staffId = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
  const codes = await issueRecoveryCodes(db, staffId);
  // Ten old codes of another member of staff, stored as migration 023 leaves them.
  const [old] = await db('staff_members').insert({ email: 'old@agency.example', name: 'Old', role: 'agent', created_at: new Date() }).returning('id');
  const oldId = typeof old === 'object' ? (old as { id: number }).id : (old as number);
  for (let i = 0; i < 10; i += 1) {
    const legacy = createHash('sha256')
      .update(`OLDCODE${String(i).padStart(3, '0')}`)
      .digest('hex');
    await db('staff_recovery_codes').insert({ staff_id: oldId, code_hash: await slowHash(legacy), selector: null });
  }

  const oneHash = await slowHash('a secret typed by a person');
  const verifyOnce = () => slowHashMatches(oneHash, 'a secret typed by a person');
  for (let i = 0; i < 5; i += 1) await verifyOnce(); // warm-up
  const cases: [string, () => Promise<unknown>][] = [
    ['16-character code, wrong (its selector is one of theirs)', () => useRecoveryCode(db, staffId, `${codes[0]!.slice(0, 2)}AAAAAAAAAAAAAA`)],
    ['16-character code, wrong (no such selector: a decoy hash)', () => useRecoveryCode(db, staffId, 'ZZZZZZZZZZZZZZZZ')],
    ['10-character old code, wrong (ten old codes)', () => useRecoveryCode(db, oldId, 'WRONGCODE9')],
  ];
  console.log(`each against one argon2id verification, in turns, median of ${ROUNDS} rounds:`);
  for (const [name, run] of cases) {
    const { ratio, ms } = await againstBaseline(verifyOnce, run);
    console.log(`${name}: ${ratio.toFixed(2)} × one verification (${ms.toFixed(1)} ms)`);
  }
  const right = performance.now();
  await useRecoveryCode(db, staffId, codes[1]!);
  console.log(`16-character code, right (once): ${(performance.now() - right).toFixed(1)} ms`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
