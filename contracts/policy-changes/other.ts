/** POST /api/policy-changes/other: seed 002 §2 "Other change form", §3, §5 "Other change", §7. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalText } from '../fields';
import { changeRequestBody, changeRequestRoute, isOneOf, optionalDocument, requiredLongText } from './shared';

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

export const ZOtherChangeBody = changeRequestBody({ changeDetails: ZChangeDetails, file: optionalDocument() });
export type TOtherChange = z.output<typeof ZOtherChangeBody>;

const c = initContract();

export const otherChangesContract = c.router({
  submitOtherChange: changeRequestRoute({
    path: '/api/policy-changes/other',
    summary: 'Request any other policy change, described in words',
    body: ZOtherChangeBody,
    documentsNote: 'The supporting document goes in "file".',
  }),
});
