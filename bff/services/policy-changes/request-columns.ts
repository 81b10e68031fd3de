/**
 * The change forms not described yet (contracts/forms) map their columns with the descriptors' helpers
 * (contracts/policy-changes/change-form.ts), so every change request says the same words; these adapt them
 * to rows. Porting the last of them removes this file.
 */
import { contactLines, contactOfColumns, type ContactColumns } from '@contracts/policy-changes/change-form';
import type { TReceiptDetail } from '@contracts/receipts';
import { personName, type SubmissionPerson } from '../back-office/submission-index';

export { contactColumns, documentsValue, type ContactColumns } from '@contracts/policy-changes/change-form';

/** Whom a change request with a contact group is from, for the inbox. */
export const contactPerson = (row: ContactColumns): SubmissionPerson => ({
  name: personName(row.first_name, row.last_name),
  email: row.email,
  policyNumber: row.policy_number,
});

/** The first lines of every request's summary (receipt, agency notice), as its success screen shows them. */
export const contactDetails = (row: ContactColumns): TReceiptDetail[] => contactLines(contactOfColumns(row));
