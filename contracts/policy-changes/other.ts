/** POST /api/policy-changes/other: seed 002 §2 "Other change form", §3, §5 "Other change", §7. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors } from '../errors';
import { optionalText } from '../fields';
import {
  isOneOf,
  optionalDocument,
  POLICY_CHANGE_ENDPOINT_NOTES,
  POLICY_CHANGE_ERROR_RESPONSES,
  requiredLongText,
  ZContactInfo,
  ZCustomerType,
  ZPolicyChangeResponse,
  ZRequestId,
  ZSubmissionDetails,
} from './shared';

export const OTHER_CHANGE_TYPES = [
  { value: 'policy_update', label: 'Policy Update' },
  { value: 'coverage_change', label: 'Coverage Change' },
  { value: 'personal_info', label: 'Personal Information Update' },
  { value: 'other', label: 'Other' },
] as const;

export const OTHER_CHANGE_MESSAGES = {
  changeType: 'Please select a change type',
  description: 'Please describe the changes you need',
} as const;

export const OTHER_CHANGE_REFERENCE_PREFIX = 'OC';

export const ZChangeDetails = z.object({
  changeType: optionalText(20).refine(isOneOf(OTHER_CHANGE_TYPES), OTHER_CHANGE_MESSAGES.changeType),
  description: requiredLongText(OTHER_CHANGE_MESSAGES.description),
});

export const ZOtherChangeBody = z
  .object({
    requestId: ZRequestId,
    customerType: ZCustomerType,
    contactInfo: ZContactInfo,
    changeDetails: ZChangeDetails,
    file: optionalDocument(),
    submissionDetails: ZSubmissionDetails,
  })
  .strict();
export type TOtherChange = z.output<typeof ZOtherChangeBody>;

const c = initContract();

export const otherChangesContract = c.router({
  submitOtherChange: {
    method: 'POST',
    path: '/api/policy-changes/other',
    contentType: 'multipart/form-data',
    summary: 'Request any other policy change, described in words',
    description: `${POLICY_CHANGE_ENDPOINT_NOTES} The supporting document goes in "file".`,
    body: ZOtherChangeBody,
    responses: withCommonErrors({ 201: ZPolicyChangeResponse, 200: ZPolicyChangeResponse, ...POLICY_CHANGE_ERROR_RESPONSES }),
    strictStatusCodes: true,
  },
});
