/**
 * What staff do to a submission: move it to a status (with a note kept in its history), and assign it. A
 * move is told to the person who sent it, by e-mail through the outbox, in the same transaction: our words
 * and the reference only, never the note (notes are the agency's own); and on their private topic of live
 * events, for their account's pages.
 */
import type { Knex } from 'knex';
import { statusMail } from '@contracts/back-office/status-mail';
import { INBOX_MESSAGES } from '@contracts/back-office/submissions';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { submissionStatusLabel, type SubmissionStatus } from '@contracts/back-office/submission-kinds';
import { personTopicOf } from '../accounts/person-topic';
import type { EventBus } from '../live-events/event-bus';
import { enqueueMail } from '../mail';
import { recordStaffAction } from '../staff/audit-log';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { SUBMISSION_STATUS_HISTORY_TABLE, SUBMISSIONS_TABLE } from './submission-index';
import { findIndexedSubmission } from './submission-detail';

export class SubmissionChangeError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Actor = { staffId: number; ip: string };

export async function changeSubmissionStatus(
  db: Knex,
  referenceNumber: string,
  change: { status: SubmissionStatus; note: string },
  actor: Actor,
  { siteOrigin, eventBus }: { siteOrigin: string; eventBus: Pick<EventBus, 'publish'> },
): Promise<boolean> {
  const item = await findIndexedSubmission(db, referenceNumber);
  if (!item) return false;
  if (item.status === change.status) throw new SubmissionChangeError('status', INBOX_MESSAGES.sameStatus);
  await db.transaction(async (trx) => {
    const now = new Date();
    const moved = await trx(SUBMISSIONS_TABLE).where({ id: item.id, status: item.status }).update({ status: change.status, status_changed_at: now });
    // Someone else moved it meanwhile: theirs stands, and this one is refused rather than overwriting it.
    if (moved !== 1) throw new SubmissionChangeError('status', 'Someone else has just changed this submission. Reload it and try again.');
    await trx(SUBMISSION_STATUS_HISTORY_TABLE).insert({ submission_id: item.id, status: change.status, note: change.note, staff_id: actor.staffId, at: now });
    await enqueueMail(
      trx,
      statusMail({ referenceNumber: item.reference_number, kind: item.kind, email: item.email, locale: item.locale }, change.status, siteOrigin),
    );
    // The person's account pages, if open, show the move at once.
    await eventBus.publish(trx, personTopicOf(item.email), {
      type: LIVE_EVENT_TYPES.requestStatusChanged,
      data: { referenceNumber: item.reference_number, status: change.status, statusLabel: submissionStatusLabel(change.status), at: now.toISOString() },
    });
    await recordStaffAction(trx, {
      staffId: actor.staffId,
      action: 'status_changed',
      target: referenceNumber,
      details: { from: item.status, to: change.status },
      ip: actor.ip,
    });
  });
  return true;
}

export async function assignSubmission(db: Knex, referenceNumber: string, staffId: number | null, actor: Actor): Promise<boolean> {
  const item = await findIndexedSubmission(db, referenceNumber);
  if (!item) return false;
  if (staffId !== null && !(await db(STAFF_MEMBERS_TABLE).where({ id: staffId }).whereNull('disabled_at').whereNotNull('enrolled_at').first())) {
    throw new SubmissionChangeError('staffId', INBOX_MESSAGES.unknownStaff);
  }
  await db.transaction(async (trx) => {
    await trx(SUBMISSIONS_TABLE).where({ id: item.id }).update({ assigned_staff_id: staffId });
    await recordStaffAction(trx, { staffId: actor.staffId, action: 'assigned', target: referenceNumber, details: { to: staffId }, ip: actor.ip });
  });
  return true;
}
