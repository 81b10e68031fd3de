/**
 * POST /api/policy-changes/mortgagee, /home and /other over HTTP against the real BFF on a real
 * database (seed 002 §3, §5, §7): the browser's multipart naming, every conditional rule with its message and
 * field path, documents judged by their content, the idempotent requestId, the agency notice and the receipt,
 * and nothing half-stored on a refusal. Both databases run this same suite (suite-groups.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateForDisplay, todayInEastern } from '@contracts/dates';
import { SUBMISSION_FORMS } from '@contracts/forms';
import { AUTO_FIELD_LABELS } from '@contracts/policy-changes/auto';
import { TEXT_BYTES } from '../support/document-fixtures';
import { aPdf, autoChange, cancellation, CONTACT_INFO, homeChange, mortgageeChange, multipartOf, otherChange } from '../support/policy-change-forms';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi, type ApiHarness } from './support';
import { useUploadDir } from '../support/upload-dir';

const AGENCY_INBOX = 'service@agency.example';
const TYPE_NOT_SUPPORTED = 'File type not supported. Please upload a supported file type.';

/** Where a request leaves rows: every described form's tables, its documents and uploads, its mail, receipt token and inbox entry. */
const TABLES = [
  ...SUBMISSION_FORMS.flatMap((form) => [form.storage.table, ...(form.storage.related ?? []).map(({ table }) => table)]),
  'policy_change_documents',
  'uploads',
  'mail_outbox',
  'receipt_tokens',
  'submissions',
];

export function definePolicyChangesContractSuite(kind: DatabaseKind): void {
  const { uploadDir, storedFiles } = useUploadDir('policy-change-uploads');
  const t: ApiHarness = useApi(kind, { UPLOAD_DIR: uploadDir, AGENCY_INBOX });
  const send = (urlPath: string, body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${t.server.baseUrl}${urlPath}`, { method: 'POST', body, headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers } });
  const counts = async () => Promise.all(TABLES.map((table) => rowCount(t.server.db, table)));

  /** Refused with `status` and exactly `errors` (when given), leaving no row and no file behind. */
  async function expectRefused(
    urlPath: string,
    body: FormData | string,
    status: number,
    errors?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    const before = { rows: await counts(), files: storedFiles() };
    const response = await send(urlPath, body, headers);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { message: string; errors?: unknown; requestId: string };
    expect(answer).toMatchObject({ message: expect.any(String), requestId: response.headers.get('x-request-id') });
    if (errors) expect(answer.errors).toEqual(errors);
    expect(await counts()).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.files);
  }

  describe('POST /api/policy-changes/mortgagee', () => {
    const PATH = '/api/policy-changes/mortgagee';

    it('stores the request with its document, tells the agency and answers 201 with a server-issued reference', async () => {
      const request = mortgageeChange({ customerType: 'lender' });
      const response = await send(PATH, multipartOf(request));
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { referenceNumber: string; receiptToken: string; duplicate: boolean };
      expect(answer).toMatchObject({ success: true, referenceNumber: expect.stringMatching(/^MC-[0-9A-Z]{8}$/), duplicate: false });
      expect(answer.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const row = await t.server.db('mortgagee_change_requests').where({ reference_number: answer.referenceNumber }).first();
      expect(row).toMatchObject({
        customer_type: 'lender',
        first_name: 'Jordan',
        policy_number: 'HO3-550123',
        email: CONTACT_INFO.email,
        action: 'add',
        mortgagee_name: 'First Federal Bank',
        loan_number: 'LN-99812',
        street_address: '100 Main Street',
        city: 'Orlando',
        state: 'FL',
        zip: '32801',
        removal_reason: '',
        notes: 'Refinanced in October.',
        effective_date: todayInEastern(),
      });
      const [document] = await t.server.db('policy_change_documents').where({ reference_number: answer.referenceNumber });
      const upload = await t.server.db('uploads').where({ id: document.upload_id }).first();
      expect(upload).toMatchObject({ original_name: 'deed.pdf', mime_type: 'application/pdf' });
      expect(readFileSync(path.join(uploadDir, upload.stored_name)).subarray(0, 5).toString()).toBe('%PDF-');

      const notice = await t.server
        .db('mail_outbox')
        .where({ kind: 'mortgagee-change-notice' })
        .andWhere('subject', 'like', `%${answer.referenceNumber}%`)
        .first();
      expect(notice).toMatchObject({ recipient: AGENCY_INBOX });
      expect(notice.text_body).toContain('Action: Add New Mortgagee');
      expect(notice.text_body).toContain('Supporting Document: deed.pdf');
    });

    it('keeps only what a removal uses, and answers a retried requestId with the first reference, storing nothing new', async () => {
      const request = mortgageeChange({
        mortgageeInfo: { action: 'remove', removalReason: 'paid_off', name: 'Ignored Bank', zip: 'ignored' },
        file: null,
      });
      const first = await send(PATH, multipartOf(request));
      expect(first.status).toBe(201);
      const { referenceNumber } = (await first.json()) as { referenceNumber: string };
      const row = await t.server.db('mortgagee_change_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({ action: 'remove', removal_reason: 'paid_off', mortgagee_name: '', zip: '' });

      const before = { rows: await counts(), files: storedFiles() };
      const again = await send(PATH, multipartOf({ ...request, file: aPdf() }));
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ referenceNumber, duplicate: true });
      const [, , , uploads, mail] = await counts();
      expect([uploads, mail]).toEqual([before.rows[3], before.rows[4]]);
      expect(storedFiles()).toEqual(before.files);
    });

    it('asks for what the action needs, each message at its field', async () => {
      await expectRefused(PATH, multipartOf(mortgageeChange({ mortgageeInfo: { action: '' } })), 422, {
        'mortgageeInfo.action': ['Please select an action'],
      });
      await expectRefused(PATH, multipartOf(mortgageeChange({ mortgageeInfo: { action: 'update', state: 'XX', zip: '3280' } })), 422, {
        'mortgageeInfo.name': ['Mortgagee name is required'],
        'mortgageeInfo.loanNumber': ['Loan number is required'],
        'mortgageeInfo.address': ['Street address is required'],
        'mortgageeInfo.city': ['City is required'],
        'mortgageeInfo.state': ['State is required'],
        'mortgageeInfo.zip': ['Please enter a valid ZIP code'],
      });
      await expectRefused(PATH, multipartOf(mortgageeChange({ mortgageeInfo: { action: 'remove', removalReason: 'bored' } })), 422, {
        'mortgageeInfo.removalReason': ['Please select a reason for removal'],
      });
    });

    it('checks the contact group and the effective date with the shared rules', async () => {
      const yesterday = dayjs(todayInEastern()).subtract(1, 'day').format('YYYY-MM-DD');
      await expectRefused(
        PATH,
        multipartOf(
          mortgageeChange({
            contactInfo: { ...CONTACT_INFO, firstName: ' ', policyNumber: 'H1', phoneNumber: '555-12', email: 'jordan@' },
            submissionDetails: { effectiveDate: yesterday },
          }),
        ),
        422,
        {
          'contactInfo.firstName': ['First name is required'],
          'contactInfo.policyNumber': ['Policy number must be at least 3 characters long.'],
          'contactInfo.phoneNumber': ['Please enter a valid phone number'],
          'contactInfo.email': ['Please enter a valid email address'],
          'submissionDetails.effectiveDate': ['Effective date must be today or in the future'],
        },
      );
      await expectRefused(PATH, multipartOf(mortgageeChange({ customerType: 'broker' })), 422, {
        customerType: ['The portal type must be customer or lender.'],
      });
    });

    it("requires the borrower's authorization from a lender, and leaves a policyholder's document optional", async () => {
      await expectRefused(PATH, multipartOf(mortgageeChange({ customerType: 'lender', file: null })), 422, {
        file: ["Uploading the borrower's authorization form is required."],
      });
      expect((await send(PATH, multipartOf(mortgageeChange({ customerType: 'customer', file: null })))).status).toBe(201);
    });

    it('judges the document by its content, not its name', async () => {
      const notAPdf = new File([new Uint8Array(TEXT_BYTES)], 'deed.pdf', { type: 'application/pdf' });
      await expectRefused(PATH, multipartOf(mortgageeChange({ file: notAPdf })), 422, { file: [TYPE_NOT_SUPPORTED] });
    });

    it('takes multipart only, and only with the CSRF token', async () => {
      await expectRefused(PATH, JSON.stringify(mortgageeChange({ file: null })), 415, undefined, { 'content-type': 'application/json' });
      const response = await fetch(`${t.server.baseUrl}${PATH}`, { method: 'POST', body: multipartOf(mortgageeChange()) });
      expect(response.status).toBe(419);
    });

    it("e-mails the receipt, built from the stored request, to the request's address", async () => {
      const response = await send(PATH, multipartOf(mortgageeChange()));
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const receipt = await t.api.POST('/api/send-receipt', { body: { email: CONTACT_INFO.email, reference_number: referenceNumber } });
      expect(receipt.response.status).toBe(202);
      const mail = await t.server.db('mail_outbox').where({ kind: 'receipt' }).andWhere('text_body', 'like', `%${referenceNumber}%`).first();
      expect(mail.recipient).toBe(CONTACT_INFO.email);
      expect(mail.text_body).toContain('Mortgagee Name: First Federal Bank');
      expect(mail.text_body).toContain('Policy Number: HO3-550123');
    });
  });

  describe('POST /api/policy-changes/other', () => {
    const PATH = '/api/policy-changes/other';

    it('stores a change described in words, without a document, and answers with its reference', async () => {
      const response = await send(PATH, multipartOf(otherChange()));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      expect(referenceNumber).toMatch(/^OC-[0-9A-Z]{8}$/);
      const row = await t.server.db('other_change_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({ change_type: 'personal_info', description: 'Please update my middle name to Alex.', comments: 'Thank you' });
      expect(await t.server.db('policy_change_documents').where({ reference_number: referenceNumber })).toEqual([]);
      const notice = await t.server.db('mail_outbox').where({ kind: 'other-change-notice' }).andWhere('subject', 'like', `%${referenceNumber}%`).first();
      expect(notice.text_body).toContain('Change Type: Personal Information Update');
      expect(notice.text_body).toContain('Supporting Document: None');
    });

    it('asks for the change type and the description', async () => {
      await expectRefused(PATH, multipartOf(otherChange({ changeDetails: { changeType: 'everything', description: '  ' } })), 422, {
        'changeDetails.changeType': ['Please select a change type'],
        'changeDetails.description': ['Please describe the changes you need'],
      });
    });
  });

  describe('POST /api/policy-changes/home', () => {
    const PATH = '/api/policy-changes/home';
    const changes = (overrides: Record<string, unknown>) => ({
      updateCoveragesChecked: false,
      addInsuredChecked: false,
      removeInsuredChecked: false,
      ...overrides,
    });

    it('stores the changes, the signature and every document with its type, and answers the reference as ticket_id too', async () => {
      const response = await send(PATH, multipartOf(homeChange()));
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { referenceNumber: string; ticket_id: string };
      expect(answer.referenceNumber).toMatch(/^HC-[0-9A-Z]{8}$/);
      expect(answer.ticket_id).toBe(answer.referenceNumber);

      const row = await t.server.db('home_change_requests').where({ reference_number: answer.referenceNumber }).first();
      expect(row).toMatchObject({
        customer_type: 'lender',
        policy_number: 'HO3-550123',
        dwelling_amount: 350_000,
        personal_property_amount: 150_000,
        deductible_amount: 2_500,
        insured_first_name: 'Casey',
        insured_last_name: 'Lee',
        insured_first_name_to_remove: '',
        signature: 'Jordan Lee',
        signature_date: todayInEastern(),
      });
      expect([row.update_coverages, row.add_insured, row.remove_insured].map(Boolean)).toEqual([true, true, false]);
      const documents = await t.server
        .db('policy_change_documents')
        .join('uploads', 'uploads.id', 'policy_change_documents.upload_id')
        .where({ reference_number: answer.referenceNumber })
        .orderBy('position')
        .select('document_type', 'description', 'original_name');
      expect(documents).toEqual([
        { document_type: 'lender_authorization', description: 'Signed by the borrower', original_name: 'authorization.pdf' },
        { document_type: 'declaration_page', description: '', original_name: 'declarations.pdf' },
      ]);
      const notice = await t.server.db('mail_outbox').where({ kind: 'home-change-notice' }).andWhere('subject', 'like', `%${answer.referenceNumber}%`).first();
      expect(notice.recipient).toBe(AGENCY_INBOX);
      expect(notice.text_body).toContain('Changes Requested: Update Coverages/Deductible, Add Insured');
      expect(notice.text_body).toContain('Dwelling (Coverage A): $350,000');
      expect(notice.text_body).toContain('Documents: Lender Authorization: authorization.pdf');
    });

    it('drops what belongs to an unticked change, and a customer may send no document', async () => {
      const request = homeChange({
        customerType: 'customer',
        selectedChanges: changes({
          removeInsuredChecked: true,
          changeDetails: { coveragesData: { dwellingAmount: 5 }, removeInsuredData: { firstName: 'Sam', lastName: 'Lee' } },
        }),
        documents: [],
      });
      const response = await send(PATH, multipartOf(request));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const row = await t.server.db('home_change_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({ dwelling_amount: null, insured_first_name_to_remove: 'Sam', insured_last_name_to_remove: 'Lee' });
      const receipt = await t.api.POST('/api/send-receipt', { body: { email: CONTACT_INFO.email, reference_number: referenceNumber } });
      expect(receipt.response.status).toBe(202);
      const mail = await t.server.db('mail_outbox').where({ kind: 'receipt' }).andWhere('text_body', 'like', `%${referenceNumber}%`).first();
      expect(mail.text_body).toContain('Remove Insured: Sam Lee');
      expect(mail.text_body).toContain('Documents: None');
    });

    it('asks for at least one change, and for what each ticked change needs', async () => {
      await expectRefused(PATH, multipartOf(homeChange({ selectedChanges: changes({}) })), 422, { selectedChanges: ['Please select at least one change'] });
      await expectRefused(
        PATH,
        multipartOf(
          homeChange({
            selectedChanges: changes({
              updateCoveragesChecked: true,
              addInsuredChecked: true,
              removeInsuredChecked: true,
              changeDetails: { coveragesData: { dwellingAmount: 5_000, personalPropertyAmount: 155_000 } },
            }),
          }),
        ),
        422,
        {
          'selectedChanges.changeDetails.coveragesData.dwellingAmount': ['Dwelling must be between $10,000 and $2,000,000'],
          'selectedChanges.changeDetails.coveragesData.personalPropertyAmount': ['Personal Property must be in steps of $10,000'],
          'selectedChanges.changeDetails.coveragesData.deductibleAmount': ['Deductible amount is required'],
          'selectedChanges.changeDetails.addInsuredData.firstName': ['First name is required'],
          'selectedChanges.changeDetails.addInsuredData.lastName': ['Last name is required'],
          'selectedChanges.changeDetails.removeInsuredData.firstName': ['First name of insured to remove is required'],
          'selectedChanges.changeDetails.removeInsuredData.lastName': ['Last name of insured to remove is required'],
        },
      );
    });

    it("refuses a lender's change without documents or without the lender's authorization", async () => {
      await expectRefused(PATH, multipartOf(homeChange({ documents: [] })), 422, { documents: ['At least one document is required.'] });
      await expectRefused(PATH, multipartOf(homeChange({ documents: [{ type: 'declaration_page', file: aPdf() }] })), 422, {
        documents: ['Lender Authorization is required.'],
      });
      await expectRefused(
        PATH,
        multipartOf(
          homeChange({ documents: [{ type: 'lender_authorization', file: aPdf() }, { type: 'property_photos', file: aPdf() }, { type: 'declaration_page' }] }),
        ),
        422,
        {
          'documents.1.type': ['A valid document with a type and file is required.'],
          'documents.2.file': ['A valid document with a type and file is required.'],
        },
      );
      await expectRefused(
        PATH,
        multipartOf(
          homeChange({
            documents: [
              { type: 'lender_authorization', file: aPdf() },
              { type: 'lender_authorization', file: aPdf() },
            ],
          }),
        ),
        422,
        { 'documents.1.type': ['Only one document of each type can be sent: the newer one replaces the older.'] },
      );
      const notAPdf = new File([new Uint8Array(TEXT_BYTES)], 'authorization.pdf', { type: 'application/pdf' });
      await expectRefused(PATH, multipartOf(homeChange({ documents: [{ type: 'lender_authorization', file: notAPdf }] })), 422, {
        'documents.0.file': [TYPE_NOT_SUPPORTED],
      });
    });

    it('asks for the signature and a signature date of today', async () => {
      const tomorrow = dayjs(todayInEastern()).add(1, 'day').format('YYYY-MM-DD');
      await expectRefused(PATH, multipartOf(homeChange({ signatureDetails: { signature: ' ', signatureDate: tomorrow } })), 422, {
        'signatureDetails.signature': ['Electronic signature is required'],
        'signatureDetails.signatureDate': ['Signature date must be today'],
      });
    });
  });

  describe('POST /api/cancellation-requests', () => {
    const PATH = '/api/cancellation-requests';

    it("stores the reason's details and the callback, and the agency's notice asks for the callback", async () => {
      const response = await send(PATH, multipartOf(cancellation()));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      expect(referenceNumber).toMatch(/^CR-[0-9A-Z]{8}$/);
      const row = await t.server.db('cancellation_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({
        reason: 'new_insurer',
        coverage_end_date: todayInEastern(),
        new_insurer_name: 'Harbor Mutual',
        new_policy_number: 'HM-778812',
        callback_date: todayInEastern(),
        callback_time: 'afternoon',
        comments: 'Thank you for the years of service.',
      });
      expect([row.win_back, row.user_agrees].map(Boolean)).toEqual([true, true]);
      const notice = await t.server.db('mail_outbox').where({ kind: 'cancellation-notice' }).andWhere('subject', 'like', `%${referenceNumber}%`).first();
      expect(notice.subject).toBe(`Callback requested: Cancellation request ${referenceNumber} (policy HO3-550123, Switching to a New Insurer)`);
      expect(notice.text_body).toContain('Reason: Switching to a New Insurer');
      expect(notice.text_body).toContain(`Coverage End Date: ${formatDateForDisplay(todayInEastern())} (requested)`);
      expect(notice.text_body).toContain('Callback Requested:');
      expect(notice.text_body).toContain('Afternoon (12pm - 5pm)');
      expect(notice.text_body).toContain('Documents: New Insurance Confirmation: harbor-declarations.pdf');
    });

    it("keeps only the chosen reason's fields, drops a win-back the reason does not offer, and never requires documents", async () => {
      const request = cancellation(
        { documents: [] },
        {
          reason: 'moving',
          isWinBackSelected: true,
          dynamicFields: { moving: { newAddress: '9 Pine Road, Tampa, FL', isPropertySold: 'yes' }, newInsurer: { name: 'Ignored' } },
        },
      );
      const response = await send(PATH, multipartOf(request));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const row = await t.server.db('cancellation_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({ reason: 'moving', new_address: '9 Pine Road, Tampa, FL', is_property_sold: 'yes', new_insurer_name: '', callback_date: '' });
      expect(Boolean(row.win_back)).toBe(false);
    });

    it('asks for the reason, what the reason needs, the callback and the agreement, each at its field', async () => {
      await expectRefused(PATH, multipartOf(cancellation({}, { reason: '' })), 422, {
        'cancellationDetails.reason': ['Please select a reason for cancellation'],
      });
      await expectRefused(
        PATH,
        multipartOf(
          cancellation(
            { submissionDetails: { userAgrees: false } },
            { reason: 'financial', callbackTime: {}, dynamicFields: { financial: { hardshipType: 'boredom' } } },
          ),
        ),
        422,
        {
          'cancellationDetails.dynamicFields.financial.hardshipType': ['Hardship type is required'],
          'cancellationDetails.callbackTime.date': ['Please select a callback date'],
          'cancellationDetails.callbackTime.time': ['Please select a callback time'],
          'submissionDetails.userAgrees': ['You must agree to the terms and conditions.'],
        },
      );
      const yesterday = dayjs(todayInEastern()).subtract(1, 'day').format('YYYY-MM-DD');
      // When coverage should end: asked always, today or later in US Eastern time.
      await expectRefused(PATH, multipartOf(cancellation({}, { coverageEndDate: '' })), 422, {
        'cancellationDetails.coverageEndDate': ['Please choose the date coverage should end'],
      });
      await expectRefused(PATH, multipartOf(cancellation({}, { coverageEndDate: yesterday })), 422, {
        'cancellationDetails.coverageEndDate': ['Coverage can end today or on a later date'],
      });
      await expectRefused(
        PATH,
        multipartOf(cancellation({}, { reason: 'moving', isWinBackSelected: false, dynamicFields: { moving: { movingDate: yesterday } } })),
        422,
        {
          'cancellationDetails.dynamicFields.moving.movingDate': ['The date must be today or later'],
          'cancellationDetails.dynamicFields.moving.newAddress': ['New address is required'],
          'cancellationDetails.dynamicFields.moving.isPropertySold': ['Please indicate if the property is sold'],
        },
      );
    });

    it('keeps every document type a sold home when moving offers, each with its type', async () => {
      const types = ['new_address', 'property_sale', 'id_verification', 'additional'];
      const request = cancellation(
        { documents: types.map((type) => ({ type, file: aPdf(`${type}.pdf`), description: `the ${type}` })) },
        { reason: 'moving', isWinBackSelected: false, dynamicFields: { moving: { newAddress: '9 Pine Road', isPropertySold: 'yes' } } },
      );
      const response = await send(PATH, multipartOf(request));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const stored = await t.server.db('policy_change_documents').where({ reference_number: referenceNumber }).orderBy('position');
      expect(stored.map((document: { document_type: string }) => document.document_type)).toEqual(types);
    });

    it('refuses a document of a type the reason does not offer', async () => {
      await expectRefused(PATH, multipartOf(cancellation({ documents: [{ type: 'lender_authorization', file: aPdf() }] })), 422, {
        'documents.0.type': ['A valid document with a type and file is required.'],
      });
    });
  });

  describe('POST /api/policy-changes/auto', () => {
    const PATH = '/api/policy-changes/auto';

    it('stores every change in order with its answers, clears nothing asked for, and lists them in the notice', async () => {
      const response = await send(PATH, multipartOf(autoChange()));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      expect(referenceNumber).toMatch(/^AC-[0-9A-Z]{8}$/);
      const row = await t.server.db('auto_change_requests').where({ reference_number: referenceNumber }).first();
      expect(row).toMatchObject({ policy_number: 'PA-7781234', policyholder_name: 'Jordan Lee', signature: 'Jordan Lee' });
      const items = await t.server.db('auto_change_items').where({ reference_number: referenceNumber }).orderBy('position');
      expect(items.map((item: { change_type: string }) => item.change_type)).toEqual(['addVehicle', 'updateAddress']);
      expect(JSON.parse(items[0].details)).toMatchObject({ yearMakeModel: '2023 Toyota Camry', vin: '4T1B11HK5KU123456' });
      expect(JSON.parse(items[1].details)).toMatchObject({ mailingSameAsGaraging: false, mailingStreet: 'PO Box 44' });
      const notice = await t.server.db('mail_outbox').where({ kind: 'auto-change-notice' }).andWhere('subject', 'like', `%${referenceNumber}%`).first();
      expect(notice.text_body).toContain('Add Vehicle: Year/Make/Model: 2023 Toyota Camry; VIN: 4T1B11HK5KU123456');
      expect(notice.text_body).toContain('Documents: Vehicle Registration: registration.pdf');
    });

    it('clears the mailing address when it is the same as the garaging one', async () => {
      const request = autoChange({
        changes: [
          {
            type: 'updateAddress',
            details: { street: '1 Main St', city: 'Tampa', state: 'FL', zip: '33602', mailingSameAsGaraging: true, mailingStreet: 'Old' },
          },
        ],
      });
      const response = await send(PATH, multipartOf(request));
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const [item] = await t.server.db('auto_change_items').where({ reference_number: referenceNumber });
      expect(JSON.parse(item.details)).toMatchObject({ mailingSameAsGaraging: true, mailingStreet: '' });
    });

    it('asks for at least one change and for what each change needs, each message at its field', async () => {
      await expectRefused(PATH, multipartOf(autoChange({ changes: [] })), 422, { changes: ['Please add at least one change request'] });
      await expectRefused(
        PATH,
        multipartOf(
          autoChange({
            changes: [
              { type: 'addVehicle', details: { yearMakeModel: 'Toyota Camry', vin: 'SHORT' } },
              { type: 'addDriver', details: { firstName: 'Sam', lastName: 'Lee', dob: '2090-01-01', licenseNumber: 'D123', licenseState: 'Florida' } },
              { type: 'updateAddress', details: { street: '1 Main St', city: 'Tampa', state: 'FL', zip: '33602', mailingSameAsGaraging: false } },
              { type: 'other', details: {} },
            ],
          }),
        ),
        422,
        {
          'changes.0.details.yearMakeModel': ['Please include a valid year (example: 2023 Toyota Camry)'],
          'changes.0.details.vin': ['VIN must be 17 characters'],
          'changes.1.details.dob': ['Invalid date'],
          'changes.1.details.licenseState': ['Must be at most 2 characters'],
          'changes.2.details.mailingStreet': ['Mailing street is required when different'],
          'changes.2.details.mailingCity': ['Mailing city is required when different'],
          'changes.2.details.mailingState': ['Mailing state is required when different'],
          'changes.2.details.mailingZip': ['Mailing ZIP code is required when different'],
          'changes.3.details.description': ['Please describe your request type.'],
          'changes.3.details.requestDetails': ['Please provide details about your request.'],
        },
      );
      await expectRefused(PATH, multipartOf(autoChange({ changes: [{ type: 'addVehicle', details: { yearMakeModel: '2023 VW' } }] })), 422, {
        'changes.0.details.yearMakeModel': ['Please include make and model (example: 2023 Toyota Camry)'],
      });
    });

    it('takes every kind of change in one request, every field sent as the browser sends it', async () => {
      const filled: Record<string, Record<string, string | boolean>> = {
        addVehicle: { yearMakeModel: '2022 Honda Civic' },
        removeVehicle: { identifier: '2015 Ford Focus', removalDate: todayInEastern() },
        replaceVehicle: { removeIdentifier: '2012 Honda Fit', addYearMakeModel: '2024 Honda HR-V' },
        addDriver: { firstName: 'Sam', lastName: 'Lee', dob: '2005-06-01', licenseNumber: 'D1234567', licenseState: 'fl' },
        removeDriver: { fullName: 'Pat Lee' },
        updateAddress: { street: '12 Harbor Way', city: 'Tampa', state: 'FL', zip: '33602', mailingSameAsGaraging: true },
        updateCoverages: { description: 'Raise liability.' },
        updateLienholder: { lienholderName: 'First Federal Auto', loanAccountNumber: 'AL-5521', lienholderAddress: 'PO Box 9' },
        other: { description: 'Name correction', requestDetails: 'Middle initial missing.' },
      };
      // Every field of every section, blank where not filled, as the form sends them.
      const changes = Object.entries(AUTO_FIELD_LABELS).map(([type, labels]) => ({
        type,
        details: { ...Object.fromEntries(Object.keys(labels).map((field) => [field, ''])), ...filled[type] },
      }));
      const response = await send(PATH, multipartOf(autoChange({ changes })));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const items = await t.server.db('auto_change_items').where({ reference_number: referenceNumber });
      expect(items).toHaveLength(9);
    });

    it("keeps every document type of a policyholder's auto change", async () => {
      const types = ['vehicle_photo', 'drivers_license', 'vehicle_registration', 'proof_of_insurance'];
      const response = await send(PATH, multipartOf(autoChange({ documents: types.map((type) => ({ type, file: aPdf(`${type}.pdf`) })) })));
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const stored = await t.server.db('policy_change_documents').where({ reference_number: referenceNumber }).orderBy('position');
      expect(stored.map((document: { document_type: string }) => document.document_type)).toEqual(types);
    });

    it("asks a lender for the borrower's authorization, and keeps it with the request", async () => {
      await expectRefused(PATH, multipartOf(autoChange({ customerType: 'lender', documents: [] })), 422, {
        authorizationFile: ['Borrower authorization upload is required for lenders'],
      });
      const response = await send(
        PATH,
        multipartOf(autoChange({ customerType: 'lender', documents: [], authorizationFile: aPdf('borrower-authorization.pdf') })),
      );
      expect(response.status).toBe(201);
      const { referenceNumber } = (await response.json()) as { referenceNumber: string };
      const [document] = await t.server.db('policy_change_documents').where({ reference_number: referenceNumber });
      expect(document.document_type).toBe('borrower_authorization');
    });
  });

  describe('POST /api/request-status', () => {
    const lookUp = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${t.server.baseUrl}/api/request-status`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers },
      });

    it('shows what was asked, when and its status to whoever gives the reference and the address used', async () => {
      const sent = await send('/api/policy-changes/home', multipartOf(homeChange()));
      const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
      const response = await lookUp({ referenceNumber: referenceNumber.toLowerCase(), email: CONTACT_INFO.email.toUpperCase() });
      expect(response.status).toBe(200);
      const status = (await response.json()) as { submittedAt: string; details: { label: string; value: string }[] };
      expect(status).toMatchObject({ referenceNumber, title: 'Home Policy Change Request', status: 'received', statusLabel: 'Received' });
      expect(Date.now() - Date.parse(status.submittedAt)).toBeLessThan(60_000);
      expect(status.details).toContainEqual({ label: 'Add Insured', value: 'Casey Lee' });
    });

    it('answers in Spanish when asked in Spanish: the title, the status, its history and what was asked', async () => {
      const sent = await send('/api/policy-changes/home', multipartOf(homeChange()));
      const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
      const response = await lookUp({ referenceNumber, email: CONTACT_INFO.email }, { 'accept-language': 'es-US,es;q=0.9' });
      expect(response.status).toBe(200);
      const status = (await response.json()) as { history: { statusLabel: string }[]; details: { label: string; value: string }[] };
      expect(status).toMatchObject({ referenceNumber, title: 'Solicitud de cambio en su póliza de hogar', status: 'received', statusLabel: 'Recibida' });
      expect(status.history.map((entry) => entry.statusLabel)).toEqual(['Recibida']);
      expect(status.details.map((detail) => detail.label)).toContain('Número de póliza');
      expect(status.details.map((detail) => detail.label)).not.toContain('Policy Number');
    });

    it('answers a wrong reference and a wrong address alike, naming neither', async () => {
      const sent = await send('/api/policy-changes/other', multipartOf(otherChange()));
      const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
      const wrongAddress = await lookUp({ referenceNumber, email: 'someone.else@example.com' });
      const wrongReference = await lookUp({ referenceNumber: 'OC-00000000', email: CONTACT_INFO.email });
      expect([wrongAddress.status, wrongReference.status]).toEqual([404, 404]);
      const [a, b] = (await Promise.all([wrongAddress.json(), wrongReference.json()])) as { message: string }[];
      expect(a!.message).toBe('We could not find a request with that reference number and e-mail address. Please check both and try again.');
      expect(b!.message).toBe(a!.message);
    });

    it('asks for both factors, each at its field', async () => {
      const response = await lookUp({ referenceNumber: ' ', email: 'nobody@' });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: unknown }).errors).toEqual({
        referenceNumber: ['Reference number is required'],
        email: ['Please enter a valid email address'],
      });
    });
  });
}
