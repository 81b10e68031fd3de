/** Seed 002 other change (any change the other forms do not cover), described once (contracts/forms). */
import { routes } from '@site/paths';
import { submissionForm } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH } from '../forms/summary-language';
import {
  changeFormEnvelope,
  contactLines,
  documentOf,
  requestColumns,
  requestOfColumns,
  submissionLines,
  supportingDocumentLine,
  type RequestColumns,
} from './change-form';
import { OTHER_CHANGE_REFERENCE_PREFIX, OTHER_CHANGE_TYPES, otherChangesContract, type TOtherChange } from './other';
import { labelOf } from './shared';

/** An other change as stored and summarised: the body without its request id and document. */
export type TOtherChangeRequest = Omit<TOtherChange, 'requestId' | 'file'>;

export type OtherChangeRow = RequestColumns & { change_type: string; description: string };

export const OTHER_CHANGE_FORM = submissionForm({
  name: 'otherChanges',
  kind: 'other',
  kindLabel: 'Other policy change',
  title: 'Other Policy Change Request',
  referencePrefix: OTHER_CHANGE_REFERENCE_PREFIX,
  contract: otherChangesContract,
  pages: [
    {
      portal: 'customer',
      path: routes.customerService.policyChanges.other(),
      feature: 'policy-changes/other',
      menu: { title: 'Other Policy Changes', description: 'Any other change to your policy, described in your own words.', order: 90 },
    },
  ],
  rateLimit: { envPrefix: 'OTHER_CHANGE', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { file: {} } },
  ...changeFormEnvelope<TOtherChangeRequest>(),
  split: ({ requestId, file, ...request }: TOtherChange) => ({ requestId, request, documents: documentOf(file) }),
  storage: {
    table: 'other_change_requests',
    toRow: ({ changeDetails, ...request }: TOtherChangeRequest) => ({
      row: { ...requestColumns(request), change_type: changeDetails.changeType, description: changeDetails.description },
    }),
    fromRow: (row: OtherChangeRow): TOtherChangeRequest => ({
      ...requestOfColumns(row),
      changeDetails: { changeType: row.change_type, description: row.description },
    }),
  },
  // Seed 002 §2 "Other change form": the change type, the description, the optional supporting document.
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => [
    ...contactLines(request, { language }),
    { label: language.say('Change Type'), value: language.say(labelOf(OTHER_CHANGE_TYPES, request.changeDetails.changeType)) },
    { label: language.say('Description'), value: request.changeDetails.description },
    supportingDocumentLine(documents, language),
    ...submissionLines(request, language),
  ],
  notice: {
    kind: 'other-change-notice',
    subject: (request, referenceNumber) => `Policy change ${referenceNumber} (${request.customerType}, policy ${request.contactInfo.policyNumber})`,
  },
  receipt: true,
});
