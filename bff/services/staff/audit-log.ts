/**
 * What every member of staff did: each sign-in (and failed attempt), each submission or file opened, each
 * status change, search and edit. Append-only: nothing in the product updates or deletes a row.
 */
import type { Knex } from 'knex';

export const AUDIT_LOG_TABLE = 'staff_audit_log';

export type StaffAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'code_failed'
  | 'recovery_code_used'
  | 'sign_out'
  | 'setup_completed'
  | 'staff_created'
  | 'inbox_listed'
  | 'submission_viewed'
  | 'file_downloaded'
  | 'status_changed'
  | 'assigned'
  | 'callbacks_listed'
  | 'leads_viewed'
  | 'leads_exported'
  | 'policy_search'
  | 'carrier_updated'
  | 'mail_viewed'
  | 'mail_retried';

export type AuditEntry = {
  staffId: number | null;
  action: StaffAction;
  /** What it was done to: a reference number, a carrier's id, a mail id. */
  target?: string;
  /** What was asked or changed (filters, the new status); never a password or a code. */
  details?: Record<string, unknown>;
  ip?: string;
};

export async function recordStaffAction(db: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await db(AUDIT_LOG_TABLE).insert({
    staff_id: entry.staffId,
    action: entry.action,
    target: (entry.target ?? '').slice(0, 100),
    details: JSON.stringify(entry.details ?? {}),
    ip: (entry.ip ?? '').slice(0, 64),
    at: new Date(),
  });
}
