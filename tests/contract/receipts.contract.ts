/**
 * POST /api/send-receipt over HTTP against the real BFF on a real database (seed 001 §3, §4, §5, §7).
 * receipts-sqlite.test.ts and receipts-postgres.test.ts run this same suite.
 */
import { describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@contracts/receipts';
import { listMail } from '@bff/services/mail';
import { type DatabaseKind } from '../support/test-server';
import { rowCount, simpleQuote, unique, useApi, type ApiHarness } from './support';

const VALIDATION_FAILED = 'Please correct the errors and try again.';
const CSRF_MISMATCH = 'Your session has expired. Please reload the page and try again.';
const BAD_EMAIL = 'Please enter a valid email address.';

type Body = Record<string, unknown>;
type Headers = Record<string, string | null>;

export function defineReceiptsContractSuite(kind: DatabaseKind): void {
  /** Posts any body; a header set to null is left out. */
  const post = (t: ApiHarness, body: unknown, headers: Headers = {}) => t.api.POST('/api/send-receipt', { body, headers } as never);

  /** A reference the server issued: a stored quote request's. */
  const issuedReference = async (t: ApiHarness) => {
    const { data } = await t.api.POST('/api/submit-quote', { body: simpleQuote() as never });
    return (data as { referenceNumber: string }).referenceNumber;
  };

  const receipt = (referenceNumber: string, overrides: Body = {}): Body => ({
    email: `jordan.${unique()}@example.com`,
    reference_number: referenceNumber,
    details: [
      { label: 'Product', value: 'Home Insurance' },
      { label: 'Name', value: 'Ada Lovelace' },
    ],
    ...overrides,
  });

  describe('with the rate limit off', () => {
    const t = useApi(kind, { RECEIPT_RATE_LIMIT_PER_MINUTE: '0' });

    /** Refused with `status` and the JSON error shape; no mail and no receipt record written. */
    async function expectRefused(call: () => Promise<{ error?: unknown; response: Response }>, status: number, expected: { message: string; errors?: Record<string, string[]> }) {
      const before = [await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')];
      const { error, response } = await call();
      expect(response.status).toBe(status);
      expect(error).toMatchObject({ message: expected.message, requestId: response.headers.get('x-request-id') });
      if (expected.errors) expect((error as { errors: unknown }).errors).toEqual(expected.errors);
      expect([await rowCount(t.server.db, 'mail_outbox'), await rowCount(t.server.db, 'receipt_requests')]).toEqual(before);
    }

    it('answers 202 and puts the receipt in the outbox: to the address, with the reference and every detail, escaped in the HTML', async () => {
      const reference = await issuedReference(t);
      const body = receipt(reference, {
        email: '  Jordan.Lee@Example.com ',
        details: [
          { label: 'Name', value: '<script>alert("x")</script> & Co' },
          { label: 'Message', value: 'Line one\nLine two' },
        ],
      });
      const { data, response } = await post(t, body);
      expect(response.status).toBe(202);
      expect(data).toEqual({ success: true, message: 'Receipt sent to Jordan.Lee@Example.com' });

      const [mail] = await listMail(t.server.db, { kind: 'receipt' });
      expect(mail).toMatchObject({ recipient: 'Jordan.Lee@Example.com', status: 'pending', subject: expect.stringContaining(reference) });
      expect(mail.textBody).toContain(`Reference number: ${reference}`);
      expect(mail.textBody).toContain('Name: <script>alert("x")</script> & Co');
      expect(mail.textBody).toContain('Message: Line one\nLine two');
      expect(mail.htmlBody).toContain(`>${reference}</strong>`);
      expect(mail.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(mail.htmlBody).not.toContain('<script>');
      expect(mail.htmlBody).toContain('Line one<br>Line two');
      expect(await t.server.db('receipt_requests').where({ reference_number: reference })).toEqual([
        expect.objectContaining({ recipient: 'Jordan.Lee@Example.com' }),
      ]);
    });

    it('accepts a receipt with no details, and the reference in lower case', async () => {
      const reference = await issuedReference(t);
      const { response } = await post(t, receipt(reference.toLowerCase(), { details: [] }));
      expect(response.status).toBe(202);
      expect(await t.server.db('receipt_requests').where({ reference_number: reference })).toHaveLength(1);
    });

    it('refuses a malformed or blank e-mail address with the spec\'s message', async () => {
      const reference = await issuedReference(t);
      for (const email of ['jordan.lee@', 'a b@c.d', '', 42]) {
        await expectRefused(() => post(t, receipt(reference, { email })), 422, { message: VALIDATION_FAILED, errors: { email: [BAD_EMAIL] } });
      }
    });

    it('refuses a body with every field missing, naming each', () =>
      expectRefused(() => post(t, {}), 422, {
        message: VALIDATION_FAILED,
        errors: { email: [BAD_EMAIL], reference_number: [RECEIPT_MESSAGES.referenceRequired], details: ['Details are required'] },
      }));

    it('refuses details beyond the bounds: too many, a blank label, a value too long, an unknown key', async () => {
      const reference = await issuedReference(t);
      const many = Array.from({ length: 31 }, (_, i) => ({ label: `Detail ${i}`, value: 'x' }));
      await expectRefused(() => post(t, receipt(reference, { details: many })), 422, { message: VALIDATION_FAILED, errors: { details: [RECEIPT_MESSAGES.tooManyDetails] } });
      await expectRefused(
        () => post(t, receipt(reference, { details: [{ label: ' ', value: 'x' }, { label: 'Note', value: 'y'.repeat(1001) }] })),
        422,
        { message: VALIDATION_FAILED, errors: { 'details.0.label': [RECEIPT_MESSAGES.detailLabel], 'details.1.value': ['Must be at most 1000 characters'] } },
      );
      await expectRefused(() => post(t, receipt(reference, { bcc: 'someone@example.com' })), 422, { message: VALIDATION_FAILED });
    });

    it('refuses a reference the server never issued: the endpoint sends no mail about anything else', () =>
      expectRefused(() => post(t, receipt('QR-ZZZZZZZZ')), 422, {
        message: VALIDATION_FAILED,
        errors: { reference_number: [RECEIPT_MESSAGES.unknownReference] },
      }));

    it('e-mails one reference at most RECEIPTS_PER_REFERENCE (5) times, even when asked for at once', async () => {
      const reference = await issuedReference(t);
      const answers = await Promise.all(Array.from({ length: 7 }, () => post(t, receipt(reference))));
      expect(answers.map(({ response }) => response.status).sort()).toEqual([202, 202, 202, 202, 202, 422, 422]);
      await expectRefused(() => post(t, receipt(reference)), 422, {
        message: VALIDATION_FAILED,
        errors: { reference_number: [RECEIPT_MESSAGES.tooManyForReference(5)] },
      });
      expect(await t.server.db('receipt_requests').where({ reference_number: reference })).toHaveLength(5);
    });

    it('answers 419 without the CSRF header, and sends nothing', async () => {
      const reference = await issuedReference(t);
      await expectRefused(() => post(t, receipt(reference), { 'x-csrf-token': null }), 419, { message: CSRF_MISMATCH });
    });
  });

  describe('with a rate limit of 2 a minute', () => {
    const t = useApi(kind, { RECEIPT_RATE_LIMIT_PER_MINUTE: '2' });

    it('answers 429 with Retry-After beyond the limit, malformed requests counting too', async () => {
      const reference = await issuedReference(t);
      expect((await post(t, receipt(reference))).response.status).toBe(202);
      expect((await post(t, receipt(reference, { email: 'nope' }))).response.status).toBe(422);
      const { error, response } = await post(t, receipt(reference));
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(error).toEqual({ success: false, message: RECEIPT_MESSAGES.rateLimited, requestId: response.headers.get('x-request-id') });
      expect(await rowCount(t.server.db, 'receipt_requests')).toBe(1);
    });
  });
}
