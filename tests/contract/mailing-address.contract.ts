/**
 * POST /api/policy-changes/mailing-address over HTTP against the real BFF: the request is stored as sent,
 * refused at its fields (a state not among the fifty, a ZIP not of 5 or 5+4 digits, a missing street or
 * city) with nothing half-stored, and a retried request id is the first request. The summary everywhere,
 * the inbox by name, the round trip and the rate limit are checked for every described form through this
 * form's samples (contracts/policy-changes/mailing-address.samples.ts).
 * mailing-address-sqlite.test.ts and mailing-address-postgres.test.ts run it.
 */
import { expect, it } from 'vitest';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { multipartFormData } from '@contracts/multipart-names';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { samples } from '@contracts/policy-changes/mailing-address.samples';
import type { DatabaseKind } from '../support/test-server';
import { rowCount, useApi } from './support';

const PATH = '/api/policy-changes/mailing-address';
const TABLES = [MAILING_ADDRESS_FORM.storage.table, 'submissions', 'mail_outbox', 'receipt_tokens'];

export function defineMailingAddressContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  const send = (body: object) =>
    fetch(`${t.server.baseUrl}${PATH}`, { method: 'POST', body: multipartFormData(body), headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie } });
  const counts = () => Promise.all(TABLES.map((table) => rowCount(t.server.db, table)));
  const aRequest = (newAddress: Record<string, string> = {}) => {
    const body = samples.sent[0](SAMPLE_PERSON) as { newAddress: object; submissionDetails: { effectiveDate: string } };
    return { ...body, newAddress: { ...body.newAddress, ...newAddress } };
  };

  it('stores the new address, trimmed, with who asks and for when, under an MA- reference', async () => {
    const body = aRequest();
    const response = await send(body);
    expect(response.status).toBe(201);
    const { referenceNumber } = (await response.json()) as { referenceNumber: string };
    expect(referenceNumber).toMatch(/^MA-[A-Z0-9]{8}$/);
    const row = await t.server.db(MAILING_ADDRESS_FORM.storage.table).where({ reference_number: referenceNumber }).first();
    expect(row).toMatchObject({
      customer_type: 'customer',
      first_name: 'Jordan',
      last_name: 'Lee',
      policy_number: 'HO3-550123',
      street_address: '12 Harbor Lane',
      city: 'Sarasota',
      state: 'FL',
      zip: '34236',
      effective_date: body.submissionDetails.effectiveDate,
    });

    const again = await send(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ referenceNumber, duplicate: true });
  });

  it.each([
    ['a state not among the fifty', { state: 'DC' }, { 'newAddress.state': ['Please select a state'] }],
    ['a ZIP of four digits', { zip: '3423' }, { 'newAddress.zip': ['Please enter a valid ZIP code'] }],
    [
      'no street, city or ZIP',
      { street: '  ', city: '', zip: '' },
      { 'newAddress.street': ['Street address is required'], 'newAddress.city': ['City is required'], 'newAddress.zip': ['ZIP code is required'] },
    ],
  ])('refuses %s with 422 at its field, storing nothing', async (_, newAddress, errors) => {
    const before = await counts();
    const response = await send(aRequest(newAddress));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
    expect(await counts()).toEqual(before);
  });

  it('refuses a document, a field it does not take, storing nothing', async () => {
    const before = await counts();
    const withDocument = await send({ ...aRequest(), documents: [{ type: 'other', description: 'a bill' }] });
    expect(withDocument.status).toBe(422);
    expect(await counts()).toEqual(before);
  });
}
