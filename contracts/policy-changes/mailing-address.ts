/**
 * POST /api/policy-changes/mailing-address: a policyholder's new mailing address (issue 22's sixth change
 * form; the Storybook guide "Building a change form" walks through it). The contact group, the new address
 * (a street, a city, one of the fifty states, a ZIP by the shared rule) and the effective date.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalText, requiredText, zipCode } from '../fields';
import { isUsStateCode } from '../us-states';
import { changeRequestBody, changeRequestRoute } from './shared';

export const MAILING_ADDRESS_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'Please select a state',
} as const;

export const MAILING_ADDRESS_REFERENCE_PREFIX = 'MA';

export const ZNewAddress = z.object({
  street: requiredText(MAILING_ADDRESS_MESSAGES.street, 200),
  city: requiredText(MAILING_ADDRESS_MESSAGES.city, 100),
  state: optionalText(2).refine(isUsStateCode, MAILING_ADDRESS_MESSAGES.state),
  zip: zipCode(),
});

export const ZMailingAddressChangeBody = changeRequestBody({ newAddress: ZNewAddress });
export type TMailingAddressChange = z.output<typeof ZMailingAddressChangeBody>;

const c = initContract();

export const mailingAddressChangesContract = c.router({
  submitMailingAddressChange: changeRequestRoute({
    path: '/api/policy-changes/mailing-address',
    summary: 'Request a new mailing address on a policy',
    body: ZMailingAddressChangeBody,
    documentsNote: 'It takes no document.',
  }),
});
