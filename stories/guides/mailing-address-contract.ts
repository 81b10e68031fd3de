/**
 * The guide's example contract, written as a real one in contracts/policy-changes/ is (compare other.ts and
 * home.ts): POST /api/policy-changes/mailing-address. It lives beside the guide, not in contracts/, because
 * the API has no such endpoint: a new form's contract goes in contracts/policy-changes/<form>.ts.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalText, requiredText, zipCode } from '@contracts/fields';
import { changeRequestBody, changeRequestRoute, checkDocumentList, ZDocumentList, type DocumentListRules } from '@contracts/policy-changes/shared';
import { isUsStateCode } from '@contracts/us-states';

export const MAILING_ADDRESS_REFERENCE_PREFIX = 'MA';

export const MAILING_ADDRESS_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
} as const;

export const ZNewAddress = z.object({
  street: requiredText(MAILING_ADDRESS_MESSAGES.street, 200),
  city: requiredText(MAILING_ADDRESS_MESSAGES.city, 100),
  state: optionalText(2).refine(isUsStateCode, MAILING_ADDRESS_MESSAGES.state),
  zip: zipCode(),
});

/** The documents the form asks for: a proof of the new address is required. */
export const MAILING_ADDRESS_DOCUMENT_RULES: DocumentListRules = {
  types: [
    { value: 'proof_of_address', label: 'Proof of Address', required: true },
    { value: 'other', label: 'Other Document' },
  ],
  atLeastOne: true,
};

/** The documents step (the browser checks this; the body checks the same). */
export const mailingAddressDocumentsSchema = z
  .object({ documents: ZDocumentList })
  .superRefine(({ documents }, ctx) => checkDocumentList(ctx, documents, MAILING_ADDRESS_DOCUMENT_RULES));

export const ZMailingAddressChangeBody = changeRequestBody({ newAddress: ZNewAddress, documents: ZDocumentList }).superRefine((body, ctx) =>
  checkDocumentList(ctx, body.documents, MAILING_ADDRESS_DOCUMENT_RULES),
);
export type TMailingAddressChange = z.output<typeof ZMailingAddressChangeBody>;

const c = initContract();

export const mailingAddressChangesContract = c.router({
  submitMailingAddressChange: changeRequestRoute({
    path: '/api/policy-changes/mailing-address',
    summary: 'Request a new mailing address on a policy',
    body: ZMailingAddressChangeBody,
    documentsNote: 'Documents go as documents[n][type], documents[n][file] and documents[n][description]; a proof_of_address among them.',
  }),
});
