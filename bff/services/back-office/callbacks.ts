/**
 * The callbacks list: cancellation requests whose person asked to be called back (win-back), with the day and
 * window they chose, their submission's status and assignee. Ordered by the database: due today, then
 * overdue (oldest first), then upcoming (soonest first); within a day by window (morning, afternoon,
 * evening), then by reference.
 */
import type { Knex } from 'knex';
import { CLOSED_SUBMISSION_STATUSES, type CallbackDue, type TCallbackList, type TCallbackTask, type ZCallbacksQuery } from '@contracts/back-office/callbacks';
import { CALLBACK_WINDOWS } from '@contracts/policy-changes/cancellation';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import type { z } from 'zod';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { SUBMISSIONS_TABLE } from './submission-index';

type CallbacksQuery = z.output<typeof ZCallbacksQuery>;

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
};

const dueOf = (date: string, today: string): CallbackDue => (date === today ? 'today' : date < today ? 'overdue' : 'upcoming');

export async function listCallbacks(db: Knex, query: CallbacksQuery, today: string): Promise<TCallbackList> {
  const windowOrder = `CASE c.callback_time ${CALLBACK_WINDOWS.map((_, index) => `WHEN ? THEN ${index}`).join(' ')} ELSE ${CALLBACK_WINDOWS.length} END`;
  const builder = db(`${CANCELLATION_FORM.storage.table} as c`)
    .join(`${SUBMISSIONS_TABLE} as s`, 's.reference_number', 'c.reference_number')
    .leftJoin(`${STAFF_MEMBERS_TABLE} as assignee`, 'assignee.id', 's.assigned_staff_id')
    .where('c.win_back', true)
    .andWhere('c.callback_date', '<>', '')
    .select(
      'c.reference_number',
      's.name',
      'c.phone_number',
      'c.email',
      's.policy_number',
      'c.callback_date',
      'c.callback_time',
      's.status',
      's.assigned_staff_id',
      'assignee.name as assignee_name',
    )
    // Today's first, then the days before today, then the days after; then by day, window and reference.
    .orderByRaw('CASE WHEN c.callback_date = ? THEN 0 WHEN c.callback_date < ? THEN 1 ELSE 2 END', [today, today])
    .orderBy('c.callback_date', 'asc')
    .orderByRaw(
      windowOrder,
      CALLBACK_WINDOWS.map((window) => window.value),
    )
    .orderBy('c.reference_number', 'asc');
  if (query.include === 'open') builder.whereNotIn('s.status', [...CLOSED_SUBMISSION_STATUSES]);
  const rows = (await builder) as CallbackRow[];
  return {
    today,
    tasks: rows.map((row) => ({
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
    })),
  };
}
