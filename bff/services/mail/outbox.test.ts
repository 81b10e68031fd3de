import { beforeEach, describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { claimDueMail, enqueueMail, listMail, markFailed, markSent } from './outbox';
import { first } from '../../../tests/support/first';

const postgres = await postgresIsReachable();

const mail = (n: number) => ({ kind: 'receipt', to: `person${n}@example.com`, subject: `Receipt ${n}`, text: `Body ${n}` });

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`the mail outbox on ${kind}`, () => {
    const t = useFreshDatabase(kind);
    beforeEach(async () => {
      await t.db('mail_outbox').delete();
    });
    const LEASE = 60_000;

    it('keeps an enqueued mail pending, due at once, and lists it newest first', async () => {
      await enqueueMail(t.db, mail(1));
      await enqueueMail(t.db, { ...mail(2), html: '<p>Body 2</p>' });
      const listed = await listMail(t.db);
      expect(listed.map((m) => m.recipient)).toEqual(['person2@example.com', 'person1@example.com']);
      expect(listed[0]).toMatchObject({
        kind: 'receipt',
        subject: 'Receipt 2',
        textBody: 'Body 2',
        htmlBody: '<p>Body 2</p>',
        status: 'pending',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
      expect(listed[0]!.createdAt).toBeInstanceOf(Date);
      expect(listed[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it("writes nothing when the caller's transaction rolls back", async () => {
      await expect(
        t.db.transaction(async (trx) => {
          await enqueueMail(trx, mail(1));
          throw new Error('the record failed');
        }),
      ).rejects.toThrow('the record failed');
      expect(await listMail(t.db)).toEqual([]);
    });

    it('keeps a subject on one line, so no header can be smuggled in', async () => {
      await enqueueMail(t.db, { ...mail(1), subject: 'Receipt\r\nBcc: victim@example.com' });
      expect(first(await listMail(t.db)).subject).toBe('Receipt Bcc: victim@example.com');
    });

    it('gives each due mail to one claimant only, and none that is not yet due', async () => {
      for (let n = 1; n <= 6; n += 1) await enqueueMail(t.db, mail(n));
      const claims = await Promise.all([1, 2, 3].map(() => claimDueMail(t.db, { limit: 4, leaseMs: LEASE })));
      const ids = claims.flat().map((m) => m.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(await claimDueMail(t.db, { limit: 10, leaseMs: LEASE })).toEqual([]);
    });

    it('takes a mail again once its lease has expired (a worker died mid-send)', async () => {
      await enqueueMail(t.db, mail(1));
      const claimedFirst = first(await claimDueMail(t.db, { limit: 1, leaseMs: LEASE }));
      const later = new Date(Date.now() + LEASE + 1000);
      const again = first(await claimDueMail(t.db, { now: later, limit: 1, leaseMs: LEASE }));
      expect(again.id).toBe(claimedFirst.id);
      // The first worker's late outcome is ignored: the row belongs to the second now.
      expect(await markSent(t.db, claimedFirst)).toBe(false);
      expect(await markSent(t.db, again)).toBe(true);
      expect((await listMail(t.db))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('records a failure with its error and next attempt, then sends it when due', async () => {
      await enqueueMail(t.db, mail(1));
      const claimed = first(await claimDueMail(t.db, { limit: 1, leaseMs: LEASE }));
      const retryAt = new Date(Date.now() + 30_000);
      await markFailed(t.db, claimed, { error: 'connect ECONNREFUSED', retryAt });
      expect((await listMail(t.db))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED', nextAttemptAt: retryAt });
      expect(await claimDueMail(t.db, { limit: 1, leaseMs: LEASE })).toEqual([]);
      const retried = first(await claimDueMail(t.db, { now: new Date(retryAt.getTime() + 1), limit: 1, leaseMs: LEASE }));
      expect(await markSent(t.db, retried)).toBe(true);
      const sent = first(await listMail(t.db, { status: 'sent' }));
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(await claimDueMail(t.db, { now: new Date(Date.now() + 86_400_000), limit: 1, leaseMs: LEASE })).toEqual([]);
    });
  });
}
