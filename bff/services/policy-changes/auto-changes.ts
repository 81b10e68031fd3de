/** Auto policy change requests (seed 002): the changes asked for, every document, the signature. */
import type { Knex } from 'knex';
import { formatDateForDisplay } from '@contracts/dates';
import { AUTO_CHANGE_REFERENCE_PREFIX, AUTO_DOCUMENT_RULES, describeAutoChange, type TAutoChange } from '@contracts/policy-changes/auto';
import { labelOf } from '@contracts/policy-changes/shared';
import type { TReceiptDetail } from '@contracts/receipts';
import type { Database } from '../../db/database';
import { storeSubmission, type StoredDocument } from '../submissions/store-submission';
import type { ReceivedFile } from '../uploads/receive-multipart';
import { documentsOf } from '../submissions/documents';
import { documentsValue } from './request-columns';

export const AUTO_CHANGE_REQUESTS_TABLE = 'auto_change_requests';
const AUTO_CHANGE_ITEMS_TABLE = 'auto_change_items';
const AUTO_CHANGE_NOTICE_KIND = 'auto-change-notice';

/** The lender's borrower authorization, kept in the request's document list under this type. */
const BORROWER_AUTHORIZATION_TYPE = 'borrower_authorization';

export type AutoChangeRow = {
  reference_number: string;
  customer_type: string;
  policy_number: string;
  policyholder_name: string;
  email: string;
  effective_date: string;
  comments: string;
  signature: string;
  signature_date: string;
};

type StoredChange = { type: string; details: Record<string, unknown> };

export type AutoChangeRequest = Omit<TAutoChange, 'documents' | 'authorizationFile'> & {
  documents: { type: string; file: ReceivedFile; description: string }[];
  authorizationFile: ReceivedFile | undefined;
};

const DOCUMENT_TYPES = [...AUTO_DOCUMENT_RULES.types, { value: BORROWER_AUTHORIZATION_TYPE, label: 'Borrower Authorization' }];

/** Each change as a line, numbered when a kind comes more than once ("Add Vehicle 2"). */
function changeLines(changes: StoredChange[]): TReceiptDetail[] {
  return changes.map((change, index) => {
    const line = describeAutoChange(change);
    const sameKind = changes.filter((other) => other.type === change.type);
    const number = sameKind.length > 1 ? ` ${changes.slice(0, index + 1).filter((other) => other.type === change.type).length}` : '';
    return { label: `${line.label}${number}`, value: line.value };
  });
}

const detailsOf = (row: AutoChangeRow, changes: StoredChange[], documents: StoredDocument[]): TReceiptDetail[] => [
  { label: 'Policy Number', value: row.policy_number },
  { label: 'Policyholder', value: row.policyholder_name },
  { label: 'Email', value: row.email },
  ...changeLines(changes),
  { label: 'Effective Date', value: formatDateForDisplay(row.effective_date) },
  ...(row.comments ? [{ label: 'Comments', value: row.comments }] : []),
  { label: 'Documents', value: documentsValue(documents, (type) => labelOf(DOCUMENT_TYPES, type)) },
  { label: 'Electronic Signature', value: row.signature },
  { label: 'Signature Date', value: formatDateForDisplay(row.signature_date) },
];

async function changesOf(db: Knex | Knex.Transaction, referenceNumber: string): Promise<StoredChange[]> {
  const rows: { change_type: string; details: string }[] = await db(AUTO_CHANGE_ITEMS_TABLE).where({ reference_number: referenceNumber }).orderBy('position');
  return rows.map((row) => ({ type: row.change_type, details: JSON.parse(row.details) as Record<string, unknown> }));
}

export const autoChangeReceiptDetails = async (row: AutoChangeRow, db: Knex | Knex.Transaction) =>
  detailsOf(row, await changesOf(db, row.reference_number), await documentsOf(db, row.reference_number));

export function submitAutoChange(db: Database, request: AutoChangeRequest, { agencyInbox }: { agencyInbox: string }) {
  const row: Omit<AutoChangeRow, 'reference_number'> = {
    customer_type: request.customerType,
    policy_number: request.contactInfo.policyNumber,
    policyholder_name: request.contactInfo.policyholderName,
    email: request.contactInfo.email,
    effective_date: request.submissionDetails.effectiveDate,
    comments: request.submissionDetails.comments,
    signature: request.signatureDetails.signature,
    signature_date: request.signatureDetails.signatureDate,
  };
  const changes: StoredChange[] = request.changes.map((change) => ({ type: change.type, details: change.details as Record<string, unknown> }));
  const documents = [
    ...request.documents,
    ...(request.authorizationFile ? [{ type: BORROWER_AUTHORIZATION_TYPE, file: request.authorizationFile, description: '' }] : []),
  ];
  return storeSubmission(db, {
    table: AUTO_CHANGE_REQUESTS_TABLE,
    referencePrefix: AUTO_CHANGE_REFERENCE_PREFIX,
    requestId: request.requestId,
    inbox: { kind: 'auto', portalType: request.customerType, person: { name: row.policyholder_name, email: row.email, policyNumber: row.policy_number } },
    row,
    documents,
    relatedRows: [
      {
        table: AUTO_CHANGE_ITEMS_TABLE,
        rows: changes.map((change, position) => ({ position, change_type: change.type, details: JSON.stringify(change.details) })),
      },
    ],
    notice: (referenceNumber, stored) => ({
      kind: AUTO_CHANGE_NOTICE_KIND,
      subject: `Auto policy change ${referenceNumber} (${request.customerType}, policy ${row.policy_number})`,
      details: detailsOf({ ...row, reference_number: referenceNumber }, changes, stored),
    }),
    agencyInbox,
  });
}
