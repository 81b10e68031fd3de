/**
 * Every submission form that is described once (./submission-form.ts), one line each. The API mount, the
 * rate limits, the inbox's kinds, the receipts, the back office and /dashboard read this list, so a new form
 * is its folder, its contract and descriptor, its migration, and its line here.
 *
 * The state-insurer upload is signed in our own frame and indexed when signed (bff/services/document-signing), so
 * it is no form of this list.
 */
import { DOCUMENT_MANAGEMENT_FORM } from '../document-management.form';
import { INSURANCE_REQUEST_FORM } from '../insurance-requests.form';
import { AUTO_CHANGE_FORM } from '../policy-changes/auto.form';
import { CANCELLATION_FORM } from '../policy-changes/cancellation.form';
import { HOME_CHANGE_FORM } from '../policy-changes/home.form';
import { MAILING_ADDRESS_FORM } from '../policy-changes/mailing-address.form';
import { MORTGAGEE_FORM } from '../policy-changes/mortgagee.form';
import { OTHER_CHANGE_FORM } from '../policy-changes/other.form';

export const SUBMISSION_FORMS = [
  MORTGAGEE_FORM,
  OTHER_CHANGE_FORM,
  HOME_CHANGE_FORM,
  CANCELLATION_FORM,
  AUTO_CHANGE_FORM,
  MAILING_ADDRESS_FORM,
  INSURANCE_REQUEST_FORM,
  DOCUMENT_MANAGEMENT_FORM,
] as const;

export type SubmissionFormList = typeof SUBMISSION_FORMS;
export type DescribedForm = SubmissionFormList[number];

export { formRoute, relatedByTable, submissionForm } from './submission-form';
export type {
  AnySubmissionForm,
  DescribedDocument,
  FormDocument,
  FormPage,
  FormPerson,
  FormPortal,
  StoredRow,
  SubmissionForm,
  SummaryLine,
} from './submission-form';
