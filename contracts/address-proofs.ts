/**
 * Proving an e-mail address (bff/services/proved-addresses): the owner follows the single-use link we mailed
 * to the address (the confirm-email page, the token in the link's fragment) and presses Confirm, which sends
 * the token here. Only this POST proves anything: a mail scanner that opens the link proves nothing.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { LINK_SECRET_PATTERN } from './document-signing';
import { withCommonErrors, ZErrorResponse } from './errors';

export const ADDRESS_PROOF_MESSAGES = {
  linkInvalid: 'This confirmation link is not valid: it has expired or has already been used. Your next request to us sends a new one.',
} as const;

export const ZConfirmAddressRequest = z
  .object({
    token: z
      .string({ required_error: ADDRESS_PROOF_MESSAGES.linkInvalid, invalid_type_error: ADDRESS_PROOF_MESSAGES.linkInvalid })
      .regex(LINK_SECRET_PATTERN, ADDRESS_PROOF_MESSAGES.linkInvalid),
  })
  .strict();

export const ZConfirmAddressResponse = z.object({
  address: z.string().describe('The address now proved, as we keep it (lower case)'),
  provedAt: z.string().describe('When it was first proved, ISO 8601'),
  released: z.number().int().describe('How many mails that waited for the proof are now on their way'),
});
export type TConfirmAddressResponse = z.infer<typeof ZConfirmAddressResponse>;

const c = initContract();

export const addressProofsContract = c.router({
  confirmAddress: {
    method: 'POST',
    path: '/api/address-proofs/confirm',
    summary: 'Proves an e-mail address with the single-use link mailed to it, and sends what waited for it',
    description:
      'The token is the part of the mailed link after #. It works once and expires after ADDRESS_PROOF_LINK_HOURS; a used, expired or ' +
      'unknown token answers 410. Rate limited (429, 503).',
    body: ZConfirmAddressRequest,
    responses: withCommonErrors({ 200: ZConfirmAddressResponse, 410: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
