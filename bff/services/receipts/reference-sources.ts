/**
 * The submissions a receipt can be e-mailed for: those of the forms whose success screen offers one. A
 * receipt is built only from what the server stored for the reference (never from what the browser sends),
 * and goes to the address on the submission (or, with the submission's receipt token, to one other), so
 * the receipt endpoint cannot be used to send anything else, or to anyone else.
 *
 * A form whose success screen offers a receipt adds its source here, a few lines:
 *   1. its table and the column of its server-issued reference number (unique) and of the submitter's e-mail;
 *   2. a function building the receipt's details from the stored row: the same labels and values as its
 *      success screen, the way its service formats them (see insuranceRequestReceiptDetails);
 *   3. its submission service issues a receipt token with the reference, in the same transaction
 *      (issueReceiptToken in ./receipt-tokens), and its answer hands it to the browser as receiptToken.
 * The quote forms offer no receipt, so they are not sources.
 */
import type { Knex } from 'knex';
import type { TReceiptDetail } from '@contracts/receipts';
import { DOCUMENT_UPLOADS_TABLE, documentUploadReceiptDetails, type DocumentUploadRow } from '../document-uploads';
import { INSURANCE_REQUESTS_TABLE, insuranceRequestReceiptDetails } from '../insurance-requests';
import { AUTO_CHANGE_REQUESTS_TABLE, autoChangeReceiptDetails, type AutoChangeRow } from '../policy-changes/auto-changes';
import { CANCELLATION_REQUESTS_TABLE, cancellationReceiptDetails, type CancellationRow } from '../policy-changes/cancellations';
import { HOME_CHANGE_REQUESTS_TABLE, homeChangeReceiptDetails, type HomeChangeRow } from '../policy-changes/home-changes';
import { MORTGAGEE_CHANGE_REQUESTS_TABLE, mortgageeChangeReceiptDetails, type MortgageeChangeRow } from '../policy-changes/mortgagee-changes';
import { OTHER_CHANGE_REQUESTS_TABLE, otherChangeReceiptDetails, type OtherChangeRow } from '../policy-changes/other-changes';

type StoredRow = Record<string, unknown>;

export type ReferenceSource<Row extends StoredRow = StoredRow> = {
  /** What the request is called where its status is shown: the title of its form. */
  title: string;
  /** The table of the submissions. */
  table: string;
  /** Its column holding the server-issued reference number (unique). */
  referenceColumn: keyof Row & string;
  /** Its column holding the e-mail address given on the form: where the receipt goes. */
  emailColumn: keyof Row & string;
  /** The receipt's details (label and value), from the stored row; `db` reads what the row refers to. */
  receiptDetails(row: Row, db: Knex | Knex.Transaction): Promise<TReceiptDetail[]>;
};

/** A source typed by its row, kept in the list of all sources (whose rows are read as plain records). */
const source = <Row extends object>(typed: ReferenceSource<Row & StoredRow>): ReferenceSource => typed as unknown as ReferenceSource;

export const REFERENCE_SOURCES: readonly ReferenceSource[] = [
  // Request Evidence of Insurance (app/features/insurance-requests).
  {
    title: 'Request Evidence of Insurance',
    table: INSURANCE_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: insuranceRequestReceiptDetails,
  },
  // The policy change forms (app/features/policy-changes).
  source<MortgageeChangeRow>({
    title: 'Mortgagee Change Request',
    table: MORTGAGEE_CHANGE_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: mortgageeChangeReceiptDetails,
  }),
  source<OtherChangeRow>({
    title: 'Other Policy Change Request',
    table: OTHER_CHANGE_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: otherChangeReceiptDetails,
  }),
  source<CancellationRow>({
    title: 'Policy Cancellation Request',
    table: CANCELLATION_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: cancellationReceiptDetails,
  }),
  source<AutoChangeRow>({
    title: 'Auto Policy Change Request',
    table: AUTO_CHANGE_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: autoChangeReceiptDetails,
  }),
  source<HomeChangeRow>({
    title: 'Home Policy Change Request',
    table: HOME_CHANGE_REQUESTS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: homeChangeReceiptDetails,
  }),
  // Document management uploads (app/features/document-management).
  source<DocumentUploadRow>({
    title: 'Document Upload',
    table: DOCUMENT_UPLOADS_TABLE,
    referenceColumn: 'reference_number',
    emailColumn: 'email',
    receiptDetails: documentUploadReceiptDetails,
  }),
];

export type StoredSubmission = { source: ReferenceSource; row: StoredRow; email: string };

/** The stored submission `referenceNumber` was issued for, looked up in each source (a unique index each). */
export async function findSubmission(
  db: Knex | Knex.Transaction,
  referenceNumber: string,
  sources: readonly ReferenceSource[] = REFERENCE_SOURCES,
): Promise<StoredSubmission | undefined> {
  for (const source of sources) {
    const row: StoredRow | undefined = await db(source.table).where(source.referenceColumn, referenceNumber).first();
    if (row) return { source, row, email: String(row[source.emailColumn] ?? '') };
  }
  return undefined;
}
