import { describe, expect, it } from 'vitest';
import { SUBMISSION_FORMS } from '@contracts/forms';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { postgresIsReachable } from '../../../tests/support/test-server';
import { findSubmission, REFERENCE_SOURCES, type ReferenceSource } from './reference-sources';

const postgres = await postgresIsReachable();

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgres)(`stored submissions on ${kind}`, () => {
    const t = useFreshDatabase(kind);

    const storeInsuranceRequest = async (reference: string, overrides: Record<string, unknown> = {}) => {
      const [upload] = await t
        .db('uploads')
        .insert({
          stored_name: `stored-${reference}`,
          original_name: 'authorization.pdf',
          mime_type: 'application/pdf',
          size_bytes: 2048,
          sha256: 'a'.repeat(64),
          created_at: new Date(),
        })
        .returning('id');
      await t.db('insurance_requests').insert({
        reference_number: reference,
        request_id: `request-${reference}`,
        first_name: 'Lena',
        last_name: 'Banks',
        email: 'Lena.Banks@lender.example',
        phone_number: '5551234567',
        fax_number: '',
        policy_number: 'HO3-550123',
        authorization_upload_id: typeof upload === 'object' ? upload.id : upload,
        created_at: new Date(),
        ...overrides,
      });
    };

    it('finds an insurance-requests request with its address, and builds the receipt from the stored row', async () => {
      await storeInsuranceRequest('EOI-AAAA1111');
      const found = await findSubmission(t.db, 'EOI-AAAA1111');
      expect(found).toMatchObject({ email: 'Lena.Banks@lender.example', source: { table: 'insurance_requests' } });
      expect(found!.details).toEqual([
        { label: 'Policy Number', value: 'HO3-550123' },
        { label: 'Lender Contact', value: 'Lena Banks' },
        { label: 'Email', value: 'Lena.Banks@lender.example' },
        { label: 'Phone Number', value: '(555) 123-4567' },
        { label: 'Authorization Form', value: 'authorization.pdf (2 KB)' },
      ]);
    });

    it('lists the fax number when one was given', async () => {
      await storeInsuranceRequest('EOI-BBBB2222', { fax_number: '5550102030' });
      const found = await findSubmission(t.db, 'EOI-BBBB2222');
      expect(found!.details).toContainEqual({ label: 'Fax Number', value: '(555) 010-2030' });
    });

    it('finds every kind a person can follow: each form, a signed document and a quote request (without its attribution), and nothing else', async () => {
      await t.db('quote_requests').insert({
        reference_number: 'QR-CCCC3333',
        form_variant: 'simple',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5551234567',
        product_type: 'Home Insurance',
        currently_insured: 'Yes',
        utm_source: 'newsletter',
        fingerprint: 'f'.repeat(64),
        created_at: new Date(),
      });
      // Each described form's table (contracts/forms), the signed documents' and the quote requests'.
      expect(REFERENCE_SOURCES.map((source) => source.table).sort()).toEqual(
        [...SUBMISSION_FORMS.map((form) => form.storage.table), 'signing_documents', 'quote_requests'].sort(),
      );
      const quote = await findSubmission(t.db, 'QR-CCCC3333');
      expect(quote).toMatchObject({ title: 'Quote Request', email: 'ada@example.com', source: { receipt: false } });
      expect(quote!.details).toContainEqual({ label: 'Product', value: 'Home Insurance' });
      expect(JSON.stringify(quote!.details)).not.toContain('newsletter');
      expect(await findSubmission(t.db, 'EOI-NOTISSUE')).toBeUndefined();
    });

    it('looks in every source it is given, in turn', async () => {
      const quotes: ReferenceSource = {
        kind: 'quote',
        table: 'quote_requests',
        receipt: false,
        read: async (row) => ({ title: 'Quote', email: String(row.email), details: [] }),
      };
      expect(await findSubmission(t.db, 'QR-CCCC3333', { sources: [quotes] })).toMatchObject({ source: quotes, email: 'ada@example.com' });
      expect(await findSubmission(t.db, 'EOI-AAAA1111', { sources: [quotes] })).toBeUndefined();
      expect(await findSubmission(t.db, 'EOI-AAAA1111', { sources: [] })).toBeUndefined();
    });
  });
}
