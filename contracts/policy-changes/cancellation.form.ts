/** Seed 002 cancellation, described once (contracts/forms): the policyholder's request, with the win-back callback for some reasons. */
import { routes } from '@site/paths';
import { submissionForm, type DescribedDocument, type SummaryLine } from '../forms/submission-form';
import { SUMMARY_IN_ENGLISH, type SummaryLanguage } from '../forms/summary-language';
import { changeFormEnvelope, contactColumns, contactLines, contactOfColumns, documentListOf, documentsValue, type ContactColumns } from './change-form';
import {
  CANCELLATION_DOCUMENT_TYPES,
  CANCELLATION_MAX_DOCUMENTS,
  CANCELLATION_REFERENCE_PREFIX,
  cancellationDocumentRules,
  cancellationReasonLabel,
  cancellationsContract,
  describeCancellation,
  REASON_SECTIONS,
  type TCancellation,
} from './cancellation';
import { labelOf } from './shared';

/** A cancellation as stored and summarised: the body without its request id and documents. */
export type TCancellationRequest = Omit<TCancellation, 'requestId' | 'documents'>;

/** Every column a reason's section may fill (migration 012). */
const REASON_COLUMNS = Object.values(REASON_SECTIONS).flatMap((section) => section.fields.map((field) => field.column));

/** Migration 012: the reason's own columns besides these (REASON_SECTIONS). SQLite gives the booleans back as 0 and 1. */
export type CancellationRow = ContactColumns &
  Record<string, unknown> & {
    reason: string;
    coverage_end_date: string;
    realtor_first_name: string;
    realtor_last_name: string;
    realtor_email: string;
    realtor_phone: string;
    win_back: boolean | number;
    callback_date: string;
    callback_time: string;
    comments: string;
    user_agrees: boolean | number;
  };

/**
 * The reason's answers, by column. Optional only for the review step, which describes the values as typed
 * when their reason's group does not parse (a resumed draft's); a stored or sent request always has them.
 */
const reasonColumnsOf = ({ cancellationDetails }: TCancellationRequest): Partial<Record<string, string>> => cancellationDetails.reasonColumns ?? {};

/** Every document with its type's label (the reason's types), or 'None'. */
const documentsLine = (request: TCancellationRequest, documents: readonly DescribedDocument[], language: SummaryLanguage): SummaryLine => {
  const { types } = cancellationDocumentRules(request.cancellationDetails.reason, reasonColumnsOf(request).is_property_sold === 'yes');
  return { label: language.say('Documents'), value: documentsValue(documents, (type) => labelOf(types, type), language) };
};

export const CANCELLATION_FORM = submissionForm({
  name: 'cancellations',
  kind: 'cancellation',
  kindLabel: 'Cancellation',
  title: 'Policy Cancellation Request',
  referencePrefix: CANCELLATION_REFERENCE_PREFIX,
  contract: cancellationsContract,
  pages: [
    {
      portal: 'customer',
      path: routes.customerService.policyChanges.cancellation(),
      feature: 'policy-changes/cancellation',
      menu: { title: 'Cancellation Request', description: 'Ask us to cancel a policy on the date you choose.', order: 40 },
    },
  ],
  rateLimit: { envPrefix: 'CANCELLATION', perClientPerMinute: 3, sitePerMinute: 30 },
  uploads: { fileFields: { 'documents[][file]': { maxCount: CANCELLATION_MAX_DOCUMENTS } } },
  ...changeFormEnvelope<TCancellationRequest>(),
  split: ({ requestId, documents, ...request }: TCancellation) => ({ requestId, request, documents: documentListOf(documents) }),
  storage: {
    table: 'cancellation_requests',
    toRow: ({ cancellationDetails: details, submissionDetails, ...request }: TCancellationRequest) => ({
      row: {
        ...contactColumns(request),
        reason: details.reason,
        coverage_end_date: details.coverageEndDate,
        realtor_first_name: details.realtorInfo.firstName,
        realtor_last_name: details.realtorInfo.lastName,
        realtor_email: details.realtorInfo.email,
        realtor_phone: details.realtorInfo.phoneNumber,
        win_back: details.isWinBackSelected,
        callback_date: details.callbackTime.date,
        callback_time: details.callbackTime.time,
        // Only the chosen reason's columns are filled; the others keep their default.
        ...Object.fromEntries(REASON_COLUMNS.map((column) => [column, details.reasonColumns[column] ?? ''])),
        comments: submissionDetails.comments,
        user_agrees: submissionDetails.userAgrees,
      },
    }),
    fromRow: (row: CancellationRow): TCancellationRequest => ({
      ...contactOfColumns(row),
      cancellationDetails: {
        reason: row.reason,
        coverageEndDate: row.coverage_end_date ?? '',
        realtorInfo: { firstName: row.realtor_first_name, lastName: row.realtor_last_name, email: row.realtor_email, phoneNumber: row.realtor_phone },
        isWinBackSelected: Boolean(row.win_back),
        callbackTime: { date: row.callback_date, time: row.callback_time },
        reasonColumns: Object.fromEntries((REASON_SECTIONS[row.reason]?.fields ?? []).map(({ column }) => [column, String(row[column] ?? '')])),
      },
      submissionDetails: { comments: row.comments, userAgrees: Boolean(row.user_agrees) },
    }),
  },
  // Seed 002 §2: the policyholder, the reason (its label), its answers and the callback; the comments; the documents.
  describe: (request, documents, language = SUMMARY_IN_ENGLISH) => {
    const { cancellationDetails: details, submissionDetails } = request;
    return [
      ...contactLines(request, { nameLabel: 'Policyholder', language }),
      ...describeCancellation(
        {
          reason: details.reason,
          coverageEndDate: details.coverageEndDate ?? '',
          realtor: details.realtorInfo,
          valueOf: (field) => reasonColumnsOf(request)[field.column] ?? '',
          callback: details.isWinBackSelected ? details.callbackTime : null,
        },
        language,
      ),
      ...(submissionDetails.comments ? [{ label: language.say('Comments'), value: submissionDetails.comments }] : []),
      documentsLine(request, documents, language),
    ];
  },
  documentTypes: CANCELLATION_DOCUMENT_TYPES,
  notice: {
    kind: 'cancellation-notice',
    // A win-back is a task: the agency calls back at the time asked for.
    subject: ({ cancellationDetails: details, contactInfo }, referenceNumber) =>
      `${details.isWinBackSelected ? 'Callback requested: ' : ''}Cancellation request ${referenceNumber} (policy ${contactInfo.policyNumber}, ${cancellationReasonLabel(details.reason)})`,
  },
  receipt: true,
});
