/**
 * POST /api/send-receipt over HTTP against the real BFF on a real database (seed 001 §3, §4, §5, §7), and
 * the fix of ARCHITECTURE.md "A receipt repeats whatever details the browser sends, to any address": a
 * receipt is built from what the server stored, goes to the address on the submission or, once, with the
 * submission's receipt token, to another; at most RECEIPTS_PER_REFERENCE per reference and RECEIPTS_PER_DAY
 * for the whole site; and, since a receipt repeats what the submitter stored, only to an address its owner
 * has proved (issue 21: another door to the same relay), at most MAILS_PER_ADDRESS_PER_DAY a day.
 * receipts-sqlite.test.ts and receipts-postgres.test.ts run this same suite.
 */
import { createHash, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@contracts/receipts';
import { createLogger } from '@bff/http/logger';
import { listMail } from '@bff/services/mail';
import { proofMailText } from '@bff/services/proved-addresses';
import { RECEIPT_WAITING } from '@bff/services/receipts/send-receipt';
import { pdfBytes } from '../support/document-fixtures';
import { csrfCredentials, RATE_LIMITS_OFF, startTestServer, type DatabaseKind } from '../support/test-server';
import { apiClient, rowCount, simpleQuote, useApi, type ApiHarness } from './support';
import { first } from '../support/first';
import { deliveredText } from '../support/mail-secrets';
import { proveAddresses } from '../support/proved-addresses';

const VALIDATION_FAILED = 'Please correct the errors and try again.';
const CSRF_MISMATCH = 'Your session has expired. Please reload the page and try again.';
const BAD_EMAIL = 'Please enter a valid email address.';
const LENDER_EMAIL = 'lena.banks@lender.example';
/** What the finding's sender wrote: none of it may reach a mail. */
const ATTACKER_DETAILS = [
  { label: 'URGENT', value: 'Policy cancelled' },
  { label: 'Pay now', value: 'https://pay.attacker.example/keystone' },
];

type Body = Record<string, unknown>;
type Headers = Record<string, string | null>;
type Submitted = { referenceNumber: string; receiptToken: string };

export function defineReceiptsContractSuite(kind: DatabaseKind): void {
  /** Posts any body; a header set to null is left out. */
  const post = (t: ApiHarness, body: unknown, headers: Headers = {}) => t.api.POST('/api/send-receipt', { body, headers } as never);

  /** A stored insurance-requests request (the form whose success screen offers a receipt): its reference and receipt token. */
  const submitRequest = async (t: ApiHarness, fields: Record<string, string> = {}): Promise<Submitted> => {
    const form = new FormData();
    const values = {
      first_name: 'Lena',
      last_name: 'Banks',
      email: LENDER_EMAIL,
      fax_number: '(555) 010-2030',
      phone_number: '(555) 123-4567',
      policy_number: 'ho3-550123',
      borrower_name: 'Sam Rivera',
      property_address: '12 Harbor Lane, Sarasota, FL 34236',
      request_id: randomUUID(),
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('document', new Blob([new Uint8Array(pdfBytes(randomUUID()))], { type: 'application/pdf' }), 'authorization.pdf');
    const { data, response } = await t.api.POST('/api/submit-insurance-request', { body: form as never, bodySerializer: (body: unknown) => body as FormData });
    expect(response.status).toBe(201);
    return data as Submitted;
  };

  const receipt = (referenceNumber: string, overrides: Body = {}): Body => ({ email: LENDER_EMAIL, reference_number: referenceNumber, ...overrides });

  const receiptsOf = (t: ApiHarness, reference: string) => t.server.db('receipt_requests').where({ reference_number: reference });
  const receiptMails = async (t: ApiHarness, reference: string) =>
    (await listMail(t.server.db, { kind: 'receipt', limit: 500 })).filter((mail) => mail.subject.includes(reference));

  /** Refused with `status` and the JSON error shape; no mail and no receipt record written. */
  async function expectRefused(
    t: ApiHarness,
    call: () => Promise<{ error?: unknown; response: Response }>,
    status: number,
    expected: { message: string; errors?: Record<string, string[]> },
  ) {
    const before = [await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')];
    const { error, response } = await call();
    expect(response.status).toBe(status);
    expect(error).toMatchObject({ message: expected.message, requestId: response.headers.get('x-request-id') });
    if (expected.errors) expect((error as { errors: unknown }).errors).toEqual(expected.errors);
    expect([await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')]).toEqual(before);
  }

  const refusedAddress = { message: VALIDATION_FAILED, errors: { email: [RECEIPT_MESSAGES.otherAddress] } };

  describe('with the rate limit off', () => {
    // Named, not made: the store makes it on first use, so a suite filtered out leaves nothing behind.
    const uploadDir = path.join(tmpdir(), `receipts-uploads-${randomUUID()}`);
    // These tests send one address many receipts; the limit per address has its own describe below.
    const t = useApi(kind, { UPLOAD_DIR: uploadDir, MAILS_PER_ADDRESS_PER_DAY: '100' });
    // The form's address was proved before (by its owner, through the link: see 'only to a proved address').
    beforeAll(() => proveAddresses(t.server.db, LENDER_EMAIL));
    afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

    it("refuses the finding's attack: another address with no token gets 422 at email, and nothing is in the outbox", async () => {
      const { referenceNumber } = await submitRequest(t);
      const attack = receipt(referenceNumber, { email: 'anyone@elsewhere.example', details: ATTACKER_DETAILS });
      for (let attempt = 0; attempt < 5; attempt += 1) await expectRefused(t, () => post(t, attack), 422, refusedAddress);
      expect(await listMail(t.server.db, { kind: 'receipt', limit: 500 })).toEqual([]);
      expect(await t.server.db('mail_outbox').where('recipient', 'anyone@elsewhere.example')).toEqual([]);
    });

    it("sends the submission's own address the receipt built from what was stored, never the details sent", async () => {
      const { referenceNumber } = await submitRequest(t);
      const { data, response } = await post(t, receipt(referenceNumber, { details: ATTACKER_DETAILS }));
      expect(response.status).toBe(202);
      expect(data).toEqual({ success: true, message: `Receipt sent to ${LENDER_EMAIL}` });

      const mail = first(await receiptMails(t, referenceNumber));
      expect(mail).toMatchObject({ recipient: LENDER_EMAIL, status: 'pending' });
      expect(mail.textBody).toContain(`Reference number: ${referenceNumber}`);
      // The success screen's details: the descriptor's summary (contracts/insurance-requests.form.ts describe).
      for (const line of [
        'Policy Number: HO3-550123',
        'Borrower: Sam Rivera',
        'Lender Contact: Lena Banks',
        `Email: ${LENDER_EMAIL}`,
        'Phone Number: (555) 123-4567',
        'Fax Number: (555) 010-2030',
        /Authorization Form: authorization\.pdf \(\d+ Bytes\)/,
      ]) {
        expect(mail.textBody).toMatch(line);
      }
      for (const body of [mail.textBody, mail.htmlBody!, mail.subject]) {
        for (const word of ['URGENT', 'Policy cancelled', 'attacker.example', 'Pay now']) expect(body).not.toContain(word);
      }
      expect(await receiptsOf(t, referenceNumber)).toEqual([expect.objectContaining({ recipient: LENDER_EMAIL })]);
    });

    it("takes the submission's address whatever its case and surrounding spaces, and sends to it as given on the form", async () => {
      const { referenceNumber } = await submitRequest(t, { email: 'Lena.Banks@Lender.example' });
      const { response } = await post(t, receipt(referenceNumber, { email: '  LENA.BANKS@lender.EXAMPLE ' }));
      expect(response.status).toBe(202);
      expect(first(await receiptMails(t, referenceNumber)).recipient).toBe('Lena.Banks@Lender.example');
    });

    it('escapes what the submitter stored in the HTML, keeping it as typed in the text', async () => {
      const { referenceNumber } = await submitRequest(t, { first_name: '<script>alert("x")</script>', last_name: "O'Hara & Co" });
      expect((await post(t, receipt(referenceNumber))).response.status).toBe(202);
      const mail = first(await receiptMails(t, referenceNumber));
      expect(mail.textBody).toContain(`Lender Contact: <script>alert("x")</script> O'Hara & Co`);
      expect(mail.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Hara &amp; Co');
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).toContain(`>${referenceNumber}</strong>`);
    });

    it("sends to another address once with the submission's receipt token; the token then is used up", async () => {
      const { referenceNumber, receiptToken } = await submitRequest(t);
      expect(receiptToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      const { data, response } = await post(t, receipt(referenceNumber, { email: 'assistant@lender.example', receipt_token: receiptToken }));
      expect(response.status).toBe(202);
      expect(data).toEqual({ success: true, message: 'Receipt sent to assistant@lender.example' });
      expect((await receiptMails(t, referenceNumber)).map((mail) => mail.recipient)).toEqual(['assistant@lender.example']);

      await expectRefused(
        t,
        () => post(t, receipt(referenceNumber, { email: 'someone.else@lender.example', receipt_token: receiptToken })),
        422,
        refusedAddress,
      );
      // The form's own address still gets its receipt.
      expect((await post(t, receipt(referenceNumber))).response.status).toBe(202);
    });

    it("does not use up the token for the submission's own address", async () => {
      const { referenceNumber, receiptToken } = await submitRequest(t);
      expect((await post(t, receipt(referenceNumber, { receipt_token: receiptToken }))).response.status).toBe(202);
      expect((await post(t, receipt(referenceNumber, { email: 'assistant@lender.example', receipt_token: receiptToken }))).response.status).toBe(202);
    });

    it("refuses a wrong token, another reference's token, and an expired one", async () => {
      const first = await submitRequest(t);
      const second = await submitRequest(t);
      const elsewhere = (token: string) => receipt(first.referenceNumber, { email: 'assistant@lender.example', receipt_token: token });
      await expectRefused(t, () => post(t, elsewhere(`${first.receiptToken.slice(0, -2)}AA`)), 422, refusedAddress);
      await expectRefused(t, () => post(t, elsewhere(second.receiptToken)), 422, refusedAddress);
      await t.server
        .db('receipt_tokens')
        .where({ reference_number: first.referenceNumber })
        .update({ expires_at: new Date(Date.now() - 1000) });
      await expectRefused(t, () => post(t, elsewhere(first.receiptToken)), 422, refusedAddress);
      // The second's token was not used up by being tried on the first.
      expect((await post(t, receipt(second.referenceNumber, { email: 'assistant@lender.example', receipt_token: second.receiptToken }))).response.status).toBe(
        202,
      );
    });

    it("keeps only the token's SHA-256, with its reference and a 24-hour expiry", async () => {
      const before = Date.now();
      const { referenceNumber, receiptToken } = await submitRequest(t);
      const rows = await t.server.db('receipt_tokens').where({ reference_number: referenceNumber });
      expect(rows).toHaveLength(1);
      expect(rows[0].token_sha256).toBe(createHash('sha256').update(receiptToken).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(receiptToken);
      const expiresAt = new Date(rows[0].expires_at).getTime(); // epoch ms on SQLite, a Date on PostgreSQL
      expect(expiresAt - before).toBeGreaterThan(23.9 * 3600_000);
      expect(expiresAt - before).toBeLessThan(24.1 * 3600_000);
      expect(rows[0].used_at).toBeNull();
    });

    it('lets two sends with one token at once have it only once', async () => {
      const { referenceNumber, receiptToken } = await submitRequest(t);
      const answers = await Promise.all(
        ['one@lender.example', 'two@lender.example'].map((email) => post(t, receipt(referenceNumber, { email, receipt_token: receiptToken }))),
      );
      expect(answers.map(({ response }) => response.status).sort()).toEqual([202, 422]);
      expect(await receiptMails(t, referenceNumber)).toHaveLength(1);
    });

    it('e-mails one reference at most RECEIPTS_PER_REFERENCE (2) times, even when asked for at once', async () => {
      const { referenceNumber } = await submitRequest(t);
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(t, receipt(referenceNumber))));
      expect(answers.map(({ response }) => response.status).sort()).toEqual([202, 202, 422, 422]);
      await expectRefused(t, () => post(t, receipt(referenceNumber)), 422, {
        message: VALIDATION_FAILED,
        errors: { reference_number: [RECEIPT_MESSAGES.tooManyForReference(2)] },
      });
      expect(await receiptsOf(t, referenceNumber)).toHaveLength(2);
    });

    it('leaves the token unused when the third receipt is refused', async () => {
      const { referenceNumber, receiptToken } = await submitRequest(t);
      for (let i = 0; i < 2; i += 1) expect((await post(t, receipt(referenceNumber))).response.status).toBe(202);
      await expectRefused(t, () => post(t, receipt(referenceNumber, { email: 'assistant@lender.example', receipt_token: receiptToken })), 422, {
        message: VALIDATION_FAILED,
        errors: { reference_number: [RECEIPT_MESSAGES.tooManyForReference(2)] },
      });
      expect(await t.server.db('receipt_tokens').where({ reference_number: referenceNumber }).first()).toMatchObject({ used_at: null });
    });

    it('gives a retried request_id a fresh token for the same reference', async () => {
      const requestId = randomUUID();
      const form = () => {
        const data = new FormData();
        for (const [name, value] of Object.entries({
          first_name: 'Lena',
          last_name: 'Banks',
          email: LENDER_EMAIL,
          phone_number: '5551234567',
          policy_number: 'HO3-1',
          borrower_name: 'Sam Rivera',
          property_address: '12 Harbor Lane, Sarasota, FL 34236',
          request_id: requestId,
        }))
          data.append(name, value);
        data.append('document', new Blob([new Uint8Array(pdfBytes(randomUUID()))], { type: 'application/pdf' }), 'a.pdf');
        return data;
      };
      const send = () => t.api.POST('/api/submit-insurance-request', { body: form() as never, bodySerializer: (body: unknown) => body as FormData });
      const first = (await send()).data as Submitted;
      const again = await send();
      expect(again.response.status).toBe(200);
      const retried = again.data as Submitted;
      expect(retried.referenceNumber).toBe(first.referenceNumber);
      expect(retried.receiptToken).not.toBe(first.receiptToken);
      const { response } = await post(t, receipt(first.referenceNumber, { email: 'assistant@lender.example', receipt_token: retried.receiptToken }));
      expect(response.status).toBe(202);
    });

    it("refuses a quote request's reference (the quote forms offer no receipt) and one the server never issued, at reference_number", async () => {
      const { data } = await t.api.POST('/api/submit-quote', { body: simpleQuote({ email: LENDER_EMAIL }) as never });
      const quoteReference = (data as { referenceNumber: string }).referenceNumber;
      expect(quoteReference).toMatch(/^QR-/);
      const unknown = { message: VALIDATION_FAILED, errors: { reference_number: [RECEIPT_MESSAGES.unknownReference] } };
      await expectRefused(t, () => post(t, receipt(quoteReference)), 422, unknown);
      await expectRefused(t, () => post(t, receipt('EOI-ZZZZZZZZ')), 422, unknown);
    });

    it('accepts the reference in lower case', async () => {
      const { referenceNumber } = await submitRequest(t);
      expect((await post(t, receipt(referenceNumber.toLowerCase()))).response.status).toBe(202);
      expect(await receiptsOf(t, referenceNumber)).toHaveLength(1);
    });

    it("refuses a malformed or blank e-mail address with the spec's message", async () => {
      const { referenceNumber } = await submitRequest(t);
      for (const email of ['lena.banks@', 'a b@c.d', '', 42]) {
        await expectRefused(t, () => post(t, receipt(referenceNumber, { email })), 422, { message: VALIDATION_FAILED, errors: { email: [BAD_EMAIL] } });
      }
    });

    it('refuses a body with every field missing, naming each', () =>
      expectRefused(t, () => post(t, {}), 422, {
        message: VALIDATION_FAILED,
        errors: { email: [BAD_EMAIL], reference_number: [RECEIPT_MESSAGES.referenceRequired] },
      }));

    it('still bounds the (ignored) details, refuses control characters in the token, and unknown keys', async () => {
      const { referenceNumber } = await submitRequest(t);
      const many = Array.from({ length: 31 }, (_, i) => ({ label: `Detail ${i}`, value: 'x' }));
      await expectRefused(t, () => post(t, receipt(referenceNumber, { details: many })), 422, {
        message: VALIDATION_FAILED,
        errors: { details: [RECEIPT_MESSAGES.tooManyDetails] },
      });
      await expectRefused(
        t,
        () =>
          post(
            t,
            receipt(referenceNumber, {
              details: [
                { label: ' ', value: 'x' },
                { label: 'Note', value: 'y'.repeat(1001) },
              ],
            }),
          ),
        422,
        { message: VALIDATION_FAILED, errors: { 'details.0.label': [RECEIPT_MESSAGES.detailLabel], 'details.1.value': ['Must be at most 1000 characters'] } },
      );
      const withControl = await post(t, receipt(referenceNumber, { receipt_token: 'abc\u0000def' }));
      expect(withControl.response.status).toBe(422);
      expect(Object.keys((withControl.error as { errors: object }).errors)).toEqual(['receipt_token']);
      await expectRefused(t, () => post(t, receipt(referenceNumber, { bcc: 'someone@example.com' })), 422, { message: VALIDATION_FAILED });
    });

    it('answers 419 without the CSRF header, and sends nothing', async () => {
      const { referenceNumber } = await submitRequest(t);
      await expectRefused(t, () => post(t, receipt(referenceNumber), { 'x-csrf-token': null }), 419, { message: CSRF_MISMATCH });
    });
  });

  describe('only to a proved address, at most MAILS_PER_ADDRESS_PER_DAY (2) a day', () => {
    const uploadDir = path.join(tmpdir(), `receipts-uploads-${randomUUID()}`);
    const t = useApi(kind, { UPLOAD_DIR: uploadDir });
    afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
    // Besides the confirmation every submission mails (its own limit: submission-forms.contract.ts).
    const outboxTo = (address: string) => t.server.db('mail_outbox').where({ recipient: address }).whereNot({ kind: 'confirmation' }).orderBy('id');
    const confirm = (token: string) =>
      fetch(`${t.server.baseUrl}/api/address-proofs/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie },
        body: JSON.stringify({ token }),
      });

    it('holds the receipt for an address not proved and sends it only our request to prove it; sends the receipt once proved', async () => {
      const owner = `lena.${randomUUID().slice(0, 8)}@lender.example`;
      // The evidence form takes any text as a name; the receipt repeats it, so it waits for the proof.
      const { referenceNumber } = await submitRequest(t, { email: owner, first_name: 'Pay now at', last_name: 'evil', fax_number: '' });
      const { data, response } = await post(t, receipt(referenceNumber, { email: owner }));
      expect(response.status).toBe(202);
      expect(data).toEqual({ success: true, message: `Receipt sent to ${owner}` });

      const [held, proof] = await outboxTo(owner);
      expect(held).toMatchObject({ kind: 'receipt', status: 'held' });
      expect(proof).toMatchObject({ kind: 'address-proof', status: 'pending' });
      const text = deliveredText(t.server.deps.encryption, proof);
      const token = /#([A-Za-z0-9_-]{43})$/m.exec(text)![1]!;
      const stored = await t.server.db('address_proofs').where({ address: owner }).first();
      expect(text).toBe(
        proofMailText({ waiting: RECEIPT_WAITING, expiresAt: new Date(stored.expires_at), link: `${t.server.deps.config.siteOrigin}/confirm-email#${token}` }),
      );
      for (const typed of ['Pay now', 'evil', 'HO3-550123', '(555) 123-4567', referenceNumber]) expect(text).not.toContain(typed);

      expect((await confirm(token)).status).toBe(200);
      expect(first(await outboxTo(owner))).toMatchObject({ kind: 'receipt', status: 'pending' });
      // Proved: the next receipt goes at once, no proof asked.
      const second = await submitRequest(t, { email: owner });
      expect((await post(t, receipt(second.referenceNumber, { email: owner }))).response.status).toBe(202);
      expect((await outboxTo(owner)).map((row) => [row.kind, row.status])).toEqual([
        ['receipt', 'pending'],
        ['address-proof', 'pending'],
        ['receipt', 'pending'],
      ]);
    });

    it('refuses a third receipt to one address in a day with 429 and Retry-After, keeps it as refused, and leaves the token unused', async () => {
      const stranger = `victim.${randomUUID().slice(0, 8)}@example.net`;
      const sends = [];
      for (let n = 0; n < 3; n += 1) {
        const { referenceNumber, receiptToken } = await submitRequest(t);
        sends.push({ referenceNumber, receiptToken, answer: await post(t, receipt(referenceNumber, { email: stranger, receipt_token: receiptToken })) });
      }
      expect(sends.map((send) => send.answer.response.status)).toEqual([202, 202, 429]);
      const refused = sends[2]!;
      expect(refused.answer.error).toEqual({
        success: false,
        message: RECEIPT_MESSAGES.addressLimitReached,
        requestId: refused.answer.response.headers.get('x-request-id'),
      });
      expect(Number(refused.answer.response.headers.get('retry-after'))).toBeGreaterThan(86_000);
      expect((await outboxTo(stranger)).map((row) => [row.kind, row.status])).toEqual([
        ['receipt', 'held'],
        ['address-proof', 'pending'],
        ['receipt', 'held'],
        ['address-proof', 'pending'],
        ['receipt', 'refused'],
      ]);
      expect(await receiptsOf(t, refused.referenceNumber)).toEqual([]);
      expect(await t.server.db('receipt_tokens').where({ reference_number: refused.referenceNumber }).first()).toMatchObject({ used_at: null });
    });
  });

  describe('with RECEIPTS_PER_DAY of 3', () => {
    const uploadDir = path.join(tmpdir(), `receipts-uploads-${randomUUID()}`);
    const lines: string[] = [];
    const t = {} as ApiHarness;
    beforeAll(async () => {
      const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
      t.server = await startTestServer(
        kind,
        { ...RATE_LIMITS_OFF, UPLOAD_DIR: uploadDir, RECEIPTS_PER_DAY: '3', MAILS_PER_ADDRESS_PER_DAY: '100' },
        { logger },
      );
      t.csrf = await csrfCredentials(t.server.baseUrl);
      t.api = apiClient(t.server.baseUrl, t.csrf);
    });
    afterAll(async () => {
      await t.server?.close();
      rmSync(uploadDir, { recursive: true, force: true });
    });

    it("counts the stored receipts of the last 24 hours (any instance's, before any restart) and refuses beyond with 429, Retry-After and a log line with no personal data", async () => {
      const hour = 3600_000;
      const now = Date.now();
      // Two sent 23 and 1 hours ago (by another instance, or before a restart); five older ones no longer count.
      await t.server
        .db('receipt_requests')
        .insert([
          { reference_number: 'EOI-EARLIER1', recipient: 'earlier@example.com', created_at: new Date(now - 23 * hour) },
          { reference_number: 'EOI-EARLIER2', recipient: 'earlier@example.com', created_at: new Date(now - 1 * hour) },
          ...Array.from({ length: 5 }, () => ({ reference_number: 'EOI-OLDER000', recipient: 'older@example.com', created_at: new Date(now - 25 * hour) })),
        ]);
      const first = await submitRequest(t);
      expect((await post(t, receipt(first.referenceNumber))).response.status).toBe(202);

      const second = await submitRequest(t);
      const before = [await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')];
      const { error, response } = await post(t, receipt(second.referenceNumber, { email: 'assistant@lender.example', receipt_token: second.receiptToken }));
      expect(response.status).toBe(429);
      expect(error).toEqual({ success: false, message: RECEIPT_MESSAGES.dailyLimitReached, requestId: response.headers.get('x-request-id') });
      // Room again when the one sent 23 hours ago is 24 hours old.
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(hour / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(hour / 1000);
      expect([await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')]).toEqual(before);
      // The refused send did not use up the token.
      expect(await t.server.db('receipt_tokens').where({ reference_number: second.referenceNumber }).first()).toMatchObject({ used_at: null });

      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40 && /RECEIPTS_PER_DAY/.test(entry.msg));
      expect(warnings).toEqual([expect.objectContaining({ receiptsInLast24Hours: 3, limitPerDay: 3 })]);
      const log = lines.join('\n');
      for (const personal of [LENDER_EMAIL, 'assistant@lender.example', first.referenceNumber, second.referenceNumber, second.receiptToken])
        expect(log).not.toContain(personal);

      // Once the oldest is past 24 hours, there is room again.
      await t.server
        .db('receipt_requests')
        .where({ reference_number: 'EOI-EARLIER1' })
        .update({ created_at: new Date(now - 25 * hour) });
      expect((await post(t, receipt(second.referenceNumber))).response.status).toBe(202);
    });
  });

  describe('with a rate limit of 2 a minute', () => {
    const uploadDir = path.join(tmpdir(), `receipts-uploads-${randomUUID()}`);
    const t = useApi(kind, { RECEIPT_RATE_LIMIT_PER_MINUTE: '2', UPLOAD_DIR: uploadDir });
    afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

    it('answers 429 with Retry-After beyond the limit, malformed requests counting too', async () => {
      const { referenceNumber } = await submitRequest(t);
      expect((await post(t, receipt(referenceNumber))).response.status).toBe(202);
      expect((await post(t, receipt(referenceNumber, { email: 'nope' }))).response.status).toBe(422);
      const { error, response } = await post(t, receipt(referenceNumber));
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(error).toEqual({ success: false, message: RECEIPT_MESSAGES.rateLimited, requestId: response.headers.get('x-request-id') });
      expect(await rowCount(t.server.db, 'receipt_requests')).toBe(1);
    });
  });
}
