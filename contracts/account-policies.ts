/**
 * My policies (/account/policies, issue 24): a signed-in person links a policy by proving it with the same two
 * factors as the public search (the whole policy number and the last name, or the full name and the ZIP code),
 * then sees its type, status, effective date and carrier, and starts a change for it. Anyone else's policy is
 * 404, as an unknown one.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZCarrier } from './carriers';
import { withCommonErrors, ZErrorResponse } from './errors';
import { ZCustomerNameSearchFields, ZPolicyNumberSearchFields } from './policies';

export const ACCOUNT_POLICY_MESSAGES = {
  notFound: 'We could not find a policy with those details. Please check them and try again.',
  notLinked: 'We could not find that policy in your account.',
} as const;

export const ZLinkPolicy = z.union([ZPolicyNumberSearchFields.strict(), ZCustomerNameSearchFields.strict()]);
export type TLinkPolicy = z.input<typeof ZLinkPolicy>;

export const ZLinkedPolicy = z.object({
  id: z.number().int(),
  /** In full when the person proved it (by number, or it is on file with their address); masked otherwise, as the search shows it. */
  policyNumber: z.string(),
  numberShown: z.boolean(),
  policyType: z.string(),
  status: z.string(),
  effectiveDate: z.string().describe('YYYY-MM-DD'),
  city: z.string(),
  state: z.string(),
  writingCompany: z.string(),
  /** The carrier's directory entry (payments, claims), when the writing company is in it. */
  carrier: ZCarrier.nullable(),
  linkedAt: z.string(),
});
export type TLinkedPolicy = z.infer<typeof ZLinkedPolicy>;

const ZPolicies = z.object({ policies: z.array(ZLinkedPolicy) });

const c = initContract();

export const accountPoliciesContract = c.router({
  myPolicies: {
    method: 'GET',
    path: '/api/account/policies',
    summary: "The policies linked to the person's account",
    responses: { 200: ZPolicies, 401: ZErrorResponse },
    strictStatusCodes: true,
  },
  linkPolicy: {
    method: 'POST',
    path: '/api/account/policies',
    summary: 'Links the policies the two factors prove (one by number, every match of a name and ZIP); answers every linked policy',
    description: 'A wrong pair is 404 with one message whichever factor is wrong. Rate limited as the public search (429, 503).',
    body: ZLinkPolicy,
    responses: withCommonErrors({ 200: ZPolicies, 401: ZErrorResponse, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
  unlinkPolicy: {
    method: 'DELETE',
    path: '/api/account/policies/:id',
    summary: "Takes a policy off the person's account; anyone else's is 404",
    pathParams: z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/, ACCOUNT_POLICY_MESSAGES.notLinked) }),
    body: c.noBody(),
    responses: withCommonErrors({ 204: c.noBody(), 401: ZErrorResponse, 404: ZErrorResponse }),
    strictStatusCodes: true,
  },
});
