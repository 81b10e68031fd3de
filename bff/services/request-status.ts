/** The request status page's answer: a stored request, when its reference and its e-mail address both match. */
import type { Knex } from 'knex';
import { REQUEST_STATUSES, type TRequestStatus, type TRequestStatusQuery } from '@contracts/request-status';
import { findSubmission } from './receipts/reference-sources';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Undefined for an unknown reference and for a known one with another address alike. */
export async function findRequestStatus(db: Knex, { referenceNumber, email }: Required<TRequestStatusQuery>): Promise<TRequestStatus | undefined> {
  const found = await findSubmission(db, referenceNumber.trim().toUpperCase());
  if (!found || !sameAddress(found.email, email)) return undefined;
  const [received] = REQUEST_STATUSES;
  return {
    referenceNumber: String(found.row[found.source.referenceColumn]),
    title: found.source.title,
    submittedAt: new Date(found.row.created_at as string | number | Date).toISOString(),
    status: received.value,
    statusLabel: received.label,
    details: await found.source.receiptDetails(found.row, db),
  };
}
