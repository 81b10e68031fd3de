/**
 * What every member of staff did: each sign-in (and failed attempt), each submission or file opened, each
 * status change, search and edit. Append-only: nothing in the product updates or deletes a row.
 */
import type { Knex } from 'knex';
import { STAFF_MEMBERS_TABLE } from './staff-member-row';

const STAFF_AUDIT_LOG_TABLE = 'staff_audit_log';

export type StaffAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'code_failed'
  | 'recovery_code_used'
  | 'sign_out'
  | 'setup_completed'
  | 'password_changed'
  | 'password_change_failed'
  | 'staff_created'
  | 'staff_disabled'
  | 'staff_invitation_resent'
  | 'staff_reset'
  | 'inbox_listed'
  | 'submission_viewed'
  | 'file_downloaded'
  | 'file_viewed'
  | 'status_changed'
  | 'assigned'
  | 'callbacks_listed'
  | 'callback_outcome'
  | 'leads_viewed'
  | 'leads_exported'
  | 'policy_search'
  | 'carrier_updated'
  | 'mail_viewed'
  | 'mail_retried'
  | 'maintenance_on'
  | 'maintenance_off'
  | 'message_sent'
  | 'message_received'
  | 'offer_added'
  | 'offers_sent'
  | 'offer_chosen';

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
  await db(STAFF_AUDIT_LOG_TABLE).insert({
    staff_id: entry.staffId,
    action: entry.action,
    target: (entry.target ?? '').slice(0, 100),
    details: JSON.stringify(entry.details ?? {}),
    ip: (entry.ip ?? '').slice(0, 64),
    at: new Date(),
  });
}

/** A page of the audit log, newest first, with the names of who did what. */
export async function listAuditLog(db: Knex, { page, pageSize }: { page: number; pageSize: number }) {
  const rows = await db(`${STAFF_AUDIT_LOG_TABLE} as a`)
    .leftJoin(`${STAFF_MEMBERS_TABLE} as m`, 'm.id', 'a.staff_id')
    .orderBy('a.id', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .select('a.id', 'a.at', 'a.action', 'a.target', 'a.details', 'a.ip', 'm.name as staff_name');
  return {
    entries: rows.slice(0, pageSize).map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      staffName: row.staff_name ?? null,
      action: String(row.action),
      target: String(row.target),
      details: JSON.parse(String(row.details)) as Record<string, unknown>,
      ip: String(row.ip),
    })),
    page,
    hasMore: rows.length > pageSize,
  };
}
