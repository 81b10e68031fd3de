/** POST /api/policy-changes/mortgagee: seed 002 §2 "Mortgagee change form", §3, §5 "Mortgagee", §7. */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { optionalText, ZIP_PATTERN } from '../fields';
import { isUsStateCode } from '../us-states';
import { changeRequestBody, changeRequestRoute, isOneOf, notesText, optionalDocument } from './shared';

export const MORTGAGEE_ACTIONS = [
  { value: 'add', label: 'Add New Mortgagee' },
  { value: 'update', label: 'Update Existing Mortgagee' },
  { value: 'remove', label: 'Remove Mortgagee' },
] as const;

export const REMOVAL_REASONS = [
  { value: 'refinanced', label: 'Refinanced Mortgage' },
  { value: 'paid_off', label: 'Mortgage Paid Off' },
  { value: 'sold', label: 'Property Sold' },
  { value: 'other', label: 'Other' },
] as const;

export const MORTGAGEE_MESSAGES = {
  action: 'Please select an action',
  borrowerAuthorization: "Uploading the borrower's authorization form is required.",
  name: 'Mortgagee name is required',
  loanNumber: 'Loan number is required',
  address: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'ZIP code is required',
  zipInvalid: 'Please enter a valid ZIP code',
  removalReason: 'Please select a reason for removal',
} as const;

export const MORTGAGEE_REFERENCE_PREFIX = 'MC';

const M = MORTGAGEE_MESSAGES;

/**
 * The mortgagee group: the action decides what is required. Add and update need the name, loan number and
 * the whole address (a state of the fifty, a 5 or 5+4 digit ZIP); remove needs the reason. Fields of the other
 * action are allowed but ignored: the group comes out with them blank, so the browser's review, the stored
 * row and every summary hold the same request.
 */
export const ZMortgageeInfo = z
  .object({
    action: optionalText(10).refine(isOneOf(MORTGAGEE_ACTIONS), M.action),
    name: optionalText(200),
    loanNumber: optionalText(50),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(2),
    zip: optionalText(10),
    removalReason: optionalText(20),
    notes: notesText(),
  })
  .superRefine((info, ctx) => {
    const require = (field: keyof typeof info, message: string, valid: (value: string) => boolean = (value) => value !== '') => {
      if (!valid(info[field])) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    };
    if (info.action === 'add' || info.action === 'update') {
      require('name', M.name);
      require('loanNumber', M.loanNumber);
      require('address', M.address);
      require('city', M.city);
      require('state', M.state, isUsStateCode);
      require('zip', M.zip);
      if (info.zip !== '') require('zip', M.zipInvalid, (value) => ZIP_PATTERN.test(value));
    }
    if (info.action === 'remove') require('removalReason', M.removalReason, isOneOf(REMOVAL_REASONS));
  })
  .transform((info) =>
    info.action === 'remove' ? { ...info, name: '', loanNumber: '', address: '', city: '', state: '', zip: '' } : { ...info, removalReason: '' },
  );

/** A lender changes a borrower's policy only with the borrower's authorization (seed 001 §1, §6; seed 002 §6). */
export const lenderDocument = () => optionalDocument().refine((file) => file !== null && file !== undefined, M.borrowerAuthorization);

export const ZMortgageeChangeBody = changeRequestBody({ mortgageeInfo: ZMortgageeInfo, file: optionalDocument() }).superRefine((body, ctx) => {
  if (body.customerType === 'lender' && !body.file) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['file'], message: M.borrowerAuthorization });
});
export type TMortgageeChange = z.output<typeof ZMortgageeChangeBody>;

const c = initContract();

export const mortgageeChangesContract = c.router({
  submitMortgageeChange: changeRequestRoute({
    path: '/api/policy-changes/mortgagee',
    summary: 'Request a mortgagee change (add, update or remove), from a policyholder or a lender',
    body: ZMortgageeChangeBody,
    documentsNote: 'The supporting document goes in "file".',
  }),
});
