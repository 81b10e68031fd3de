/**
 * Every submission form that is described once (./submission-form.ts), one line each. The API mount, the
 * rate limits, the inbox's kinds, the receipts, the back office and /dashboard read this list, so a new form
 * is its folder, its contract and descriptor, its migration, and its line here.
 *
 * Forms not described yet (home, cancellation, auto, evidence of insurance, document management, the
 * state-insurer upload) still have their own handler, service and entries in the lists this one feeds
 * (LEGACY_* beside each): porting one moves it from there to here.
 */
import { MAILING_ADDRESS_FORM } from '../policy-changes/mailing-address.form';
import { MORTGAGEE_FORM } from '../policy-changes/mortgagee.form';
import { OTHER_CHANGE_FORM } from '../policy-changes/other.form';

export const SUBMISSION_FORMS = [MORTGAGEE_FORM, OTHER_CHANGE_FORM, MAILING_ADDRESS_FORM] as const;

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
