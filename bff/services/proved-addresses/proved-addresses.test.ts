import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { deliveredText } from '../../../tests/support/mail-secrets';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { createAtRestEncryption } from '../encryption';
import { takeMailSlot } from './daily-mail-slots';
import { confirmationRefusalReason, createProvedAddresses, describeProof, refusalReason, type AddressProved } from './proved-addresses';

const postgres = await postgresIsReachable();
const encryption = createAtRestEncryption({ current: randomBytes(32) });
const HOUR = 3_600_000;
const actor = { ip: '203.0.113.5', userAgent: 'ProofTest/1.0' };

let sequence = 0;
const newAddress = () => `owner.${Date.now().toString(36)}.${(sequence += 1)}@example.net`;
const letter = (to: string) => ({
  kind: 'signed-document',
  to,
  subject: 'Your signed document',
  text: 'Your copy: {{secret:download-link}}',
  secrets: { 'download-link': 'https://agency.example/d?key=k' },
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`proved e-mail addresses on ${kind}`, () => {
    const t = useFreshDatabase(kind);
    const service = () =>
      createProvedAddresses({ db: t.db, encryption, siteOrigin: 'https://agency.example', mailsPerDay: 2, confirmationsPerDay: 3, proofLinkTtlMs: 48 * HOUR });
    const outboxTo = (to: string) => t.db('mail_outbox').where({ recipient: to }).orderBy('id');

    describe('the day’s mail slots', () => {
      it('lets perDay mails through in any 24 hours, rolling', async () => {
        const key = newAddress();
        const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * HOUR);
        const take = (hours: number) => t.db.transaction((trx) => takeMailSlot(trx, key, { perDay: 2, now: at(hours) }));
        expect([await take(0), await take(12), await take(23)]).toEqual([true, true, false]);
        expect(await take(24)).toBe(true); // the first is a day old
        expect(await take(30)).toBe(false); // the second (hour 12) is not yet
        expect(await take(36)).toBe(true);
      });

      it('never lets a burst from two instances take more than perDay', async () => {
        const key = newAddress();
        const other = t.openAnother();
        const now = new Date();
        const attempts = Array.from({ length: 16 }, (_, index) => (index % 2 ? t.db : other).transaction((trx) => takeMailSlot(trx, key, { perDay: 2, now })));
        const taken = await Promise.all(attempts);
        expect(taken.filter(Boolean)).toHaveLength(2);
      });
    });

    it('holds mail to an address not proved, asks its owner once in our words, and refuses past the day’s limit', async () => {
      const to = newAddress();
      const addresses = service();
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'a signed Proof of Residency document' }))).toEqual({
        kind: 'held',
      });
      const [held, proof] = await outboxTo(to);
      expect(held).toMatchObject({ kind: 'signed-document', status: 'held', awaiting_proof_of: to });
      expect(proof).toMatchObject({ kind: 'address-proof', status: 'pending' });
      expect(deliveredText(encryption, proof)).toMatch(/a signed Proof of Residency document is waiting/);
      expect(deliveredText(encryption, proof)).toMatch(/^https:\/\/agency\.example\/confirm-email#[A-Za-z0-9_-]{43}$/m);
      expect(proof.text_body).not.toMatch(/confirm-email#/);

      await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'a signed Proof of Residency document' }));
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }))).toEqual({
        kind: 'refused',
        retryAfterSeconds: expect.toSatisfy((seconds: number) => seconds > 86_000 && seconds <= 86_400),
      });
      const rows = await outboxTo(to);
      expect(rows.map((row) => [row.kind, row.status])).toEqual([
        ['signed-document', 'held'],
        ['address-proof', 'pending'],
        ['signed-document', 'held'],
        ['address-proof', 'pending'],
        ['signed-document', 'refused'],
      ]);
      // Refused: recorded with why, and no link kept.
      expect(rows[4]).toMatchObject({ last_error: refusalReason(2), secrets: null });
      expect(rows[4].text_body).not.toContain('{{secret:');
    });

    it('sends our own words without a proof, at most confirmationsPerDay a day, counted apart from mail on someone else’s say', async () => {
      const to = newAddress();
      const addresses = service();
      const confirmation = { kind: 'confirmation', to, subject: 'We received your request (MC-AAAA1111)', text: 'Our words only.' };
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await t.db.transaction((trx) => addresses.mailOurWords(trx, confirmation)));
      expect(outcomes).toEqual(['queued', 'queued', 'queued', 'refused']);
      const rows = await outboxTo(to);
      expect(rows.map((row) => row.status)).toEqual(['pending', 'pending', 'pending', 'refused']);
      expect(rows[3]).toMatchObject({ last_error: confirmationRefusalReason(3) });
      // The confirmations took none of the day's mails on someone else's say.
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }))).toEqual({ kind: 'held' });
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }))).toEqual({ kind: 'held' });
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }))).toMatchObject({ kind: 'refused' });
    });

    it('proves an address once per link, on confirmation only, releases what waits and tells the listeners', async () => {
      const to = newAddress();
      const addresses = service();
      const heard: AddressProved[] = [];
      addresses.onProved(async (_trx, proved) => void heard.push(proved));
      await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to.toUpperCase()), { waiting: 'a signed Flood Coverage Affirmation document' }));
      const proofMail = (await outboxTo(to.toUpperCase())).find((row) => row.kind === 'address-proof');
      const token = /#([A-Za-z0-9_-]{43})/.exec(deliveredText(encryption, proofMail))![1]!;
      expect(await addresses.proofOf(t.db, to)).toBeUndefined();
      expect(describeProof(undefined)).toBe('not proved');

      expect(await addresses.confirm('A'.repeat(43), actor)).toEqual({ kind: 'invalid' });
      const proved = await addresses.confirm(token, actor);
      expect(proved).toMatchObject({ kind: 'proved', address: to, released: 1 });
      expect(await addresses.confirm(token, actor)).toEqual({ kind: 'invalid' }); // single use
      const proof = (await addresses.proofOf(t.db, ` ${to.toUpperCase()} `))!;
      expect(proof).toMatchObject({ address: to, method: 'proof-link' });
      expect(describeProof(proof)).toMatch(/^proved \d\d\/\d\d\/\d{4} .* ET by following a single-use link e-mailed to it$/);
      expect(heard).toEqual([expect.objectContaining({ address: to, actor, released: [expect.objectContaining({ kind: 'signed-document' })] })]);
      expect((await outboxTo(to.toUpperCase())).map((row) => row.status)).toEqual(['pending', 'pending']);

      // Proved: the next goes straight to the outbox, no proof asked.
      expect(await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }))).toEqual({ kind: 'queued' });
      expect((await outboxTo(to)).map((row) => [row.kind, row.status])).toEqual([['signed-document', 'pending']]);
    });

    it('refuses an expired link', async () => {
      const to = newAddress();
      const addresses = createProvedAddresses({
        db: t.db,
        encryption,
        siteOrigin: 'https://agency.example',
        mailsPerDay: 2,
        confirmationsPerDay: 3,
        proofLinkTtlMs: 1,
      });
      await t.db.transaction((trx) => addresses.mailOnceProved(trx, letter(to), { waiting: 'x' }));
      const proofMail = (await outboxTo(to)).find((row) => row.kind === 'address-proof');
      const token = /#([A-Za-z0-9_-]{43})/.exec(deliveredText(encryption, proofMail))![1]!;
      await expect.poll(async () => (await addresses.confirm(token, actor)).kind).toBe('invalid');
      expect(await addresses.proofOf(t.db, to)).toBeUndefined();
      expect((await outboxTo(to))[0]).toMatchObject({ status: 'held' });
    });
  });
}
