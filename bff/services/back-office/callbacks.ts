/**
 * The callbacks list: cancellation requests whose person asked to be called back (win-back), with the day and
 * window they chose (or the ones staff rescheduled it to), their submission's status and assignee, and how the
 * last call went. Ordered by the database: due today, then overdue (oldest first), then upcoming (soonest first);
 * within a day by window (morning, afternoon, evening), then by reference. A callback recorded done leaves the
 * open list; recording an outcome never changes the request's status, so it mails no one.
 */
import type { Knex } from 'knex';
import {
  CLOSED_SUBMISSION_STATUSES,
  type CallbackDue,
  type CallbackOutcome,
  type TCallbackList,
  type TCallbackTask,
  type ZCallbackOutcomeBody,
  type ZCallbacksQuery,
} from '@contracts/back-office/callbacks';
import { CALLBACK_WINDOWS } from '@contracts/policy-changes/cancellation';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import type { z } from 'zod';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { SUBMISSIONS_TABLE } from './submission-index';
import { storedDate } from '../../db/stored-date';

type CallbacksQuery = z.output<typeof ZCallbacksQuery>;

const CALLBACK_OUTCOMES_TABLE = 'callback_outcomes';

type CallbackRow = {
  reference_number: string;
  name: string;
  phone_number: string;
  email: string;
  policy_number: string;
  callback_date: string;
  callback_time: string;
  status: TCallbackTask['status'];
  assigned_staff_id: number | null;
  assignee_name: string | null;
  last_outcome: CallbackOutcome | null;
  last_outcome_at: Date | number | string | null;
  last_outcome_note: string | null;
  last_outcome_staff: string | null;
  unanswered: number | string | null;
};

const dueOf = (date: string, today: string): CallbackDue => (date === today ? 'today' : date < today ? 'overdue' : 'upcoming');

/** The callbacks, or only the one of `referenceNumber`. */
function callbackRows(db: Knex, today: string) {
  // The last outcome of each callback, and how many calls found no answer.
  const last = db(CALLBACK_OUTCOMES_TABLE).select('reference_number').max({ last_id: 'id' }).groupBy('reference_number').as('last');
  const unanswered = db(CALLBACK_OUTCOMES_TABLE)
    .select('reference_number')
    .count({ unanswered: '*' })
    .where('outcome', 'no_answer')
    .groupBy('reference_number')
    .as('tries');
  const date = 'COALESCE(o.new_date, c.callback_date)';
  const window = 'COALESCE(o.new_window, c.callback_time)';
  const windowOrder = `CASE ${window} ${CALLBACK_WINDOWS.map(() => 'WHEN ? THEN ?').join(' ')} ELSE ${CALLBACK_WINDOWS.length} END`;
  return (
    db(`${CANCELLATION_FORM.storage.table} as c`)
      .join(`${SUBMISSIONS_TABLE} as s`, 's.reference_number', 'c.reference_number')
      .leftJoin(`${STAFF_MEMBERS_TABLE} as assignee`, 'assignee.id', 's.assigned_staff_id')
      .leftJoin(last, 'last.reference_number', 'c.reference_number')
      .leftJoin(`${CALLBACK_OUTCOMES_TABLE} as o`, 'o.id', 'last.last_id')
      .leftJoin(`${STAFF_MEMBERS_TABLE} as recorder`, 'recorder.id', 'o.staff_id')
      .leftJoin(unanswered, 'tries.reference_number', 'c.reference_number')
      .where('c.win_back', true)
      .andWhere('c.callback_date', '<>', '')
      .select(
        'c.reference_number',
        's.name',
        'c.phone_number',
        'c.email',
        's.policy_number',
        db.raw(`${date} as callback_date`),
        db.raw(`${window} as callback_time`),
        's.status',
        's.assigned_staff_id',
        'assignee.name as assignee_name',
        'o.outcome as last_outcome',
        'o.at as last_outcome_at',
        'o.note as last_outcome_note',
        'recorder.name as last_outcome_staff',
        'tries.unanswered',
      )
      // Today's first, then the days before today, then the days after; then by day, window and reference.
      .orderByRaw(`CASE WHEN ${date} = ? THEN 0 WHEN ${date} < ? THEN 1 ELSE 2 END`, [today, today])
      .orderByRaw(`${date} asc`)
      .orderByRaw(
        windowOrder,
        CALLBACK_WINDOWS.flatMap((callbackWindow, index) => [callbackWindow.value, index]),
      )
      .orderBy('c.reference_number', 'asc')
  );
}

const taskOf = (row: CallbackRow, today: string): TCallbackTask => ({
  referenceNumber: row.reference_number,
  name: row.name,
  phone: row.phone_number,
  email: row.email,
  policyNumber: row.policy_number,
  date: row.callback_date,
  window: row.callback_time,
  status: row.status,
  assignedTo: row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.assignee_name ?? '' },
  due: dueOf(row.callback_date, today),
  lastOutcome:
    row.last_outcome && row.last_outcome_at
      ? { outcome: row.last_outcome, at: storedDate(row.last_outcome_at).toISOString(), staffName: row.last_outcome_staff, note: row.last_outcome_note ?? '' }
      : null,
  unanswered: Number(row.unanswered ?? 0),
});

export async function listCallbacks(db: Knex, query: CallbacksQuery, today: string): Promise<TCallbackList> {
  const builder = callbackRows(db, today);
  if (query.include === 'open') {
    builder.whereNotIn('s.status', [...CLOSED_SUBMISSION_STATUSES]);
    builder.where((open) => open.whereNull('o.outcome').orWhereNot('o.outcome', 'done'));
  }
  const rows = (await builder) as CallbackRow[];
  return { today, tasks: rows.map((row) => taskOf(row, today)) };
}

/**
 * Records how a callback went: undefined for a reference that is no callback (not a cancellation, or one that
 * asked for none). Only the callback moves; the request, its status and its mail are left alone.
 */
export async function recordCallbackOutcome(
  db: Knex,
  referenceNumber: string,
  { outcome, date, window, note }: z.output<typeof ZCallbackOutcomeBody>,
  { staffId, today }: { staffId: number; today: string },
): Promise<TCallbackTask | undefined> {
  const callback = await db(CANCELLATION_FORM.storage.table)
    .where({ reference_number: referenceNumber, win_back: true })
    .andWhere('callback_date', '<>', '')
    .first('reference_number');
  if (!callback) return undefined;
  await db(CALLBACK_OUTCOMES_TABLE).insert({
    reference_number: referenceNumber,
    outcome,
    new_date: outcome === 'rescheduled' ? date : null,
    new_window: outcome === 'rescheduled' ? window : null,
    note,
    staff_id: staffId,
    at: new Date(),
  });
  const row = (await callbackRows(db, today).where('c.reference_number', referenceNumber).first()) as CallbackRow;
  return taskOf(row, today);
}
