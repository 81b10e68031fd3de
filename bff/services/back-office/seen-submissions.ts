/**
 * New to you: the submissions a member of staff has not opened yet, among those that arrived since they joined
 * (an agent who starts today is not shown the agency's whole history as new). Opening a submission's page marks it
 * seen for that member only.
 */
import type { Knex } from 'knex';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { storedDate } from '../../db/stored-date';

const STAFF_SEEN_SUBMISSIONS_TABLE = 'staff_seen_submissions';

export async function markSubmissionSeen(db: Knex, staffId: number, referenceNumber: string): Promise<void> {
  await db(STAFF_SEEN_SUBMISSIONS_TABLE)
    .insert({ staff_id: staffId, reference_number: referenceNumber, seen_at: new Date() })
    .onConflict(['staff_id', 'reference_number'])
    .ignore();
}

/** Of these items, the references new to the member of staff. */
export async function newToStaff(db: Knex, staffId: number, items: readonly { referenceNumber: string; createdAt: string }[]): Promise<string[]> {
  if (!items.length) return [];
  const member = await db(STAFF_MEMBERS_TABLE).where({ id: staffId }).first('created_at');
  const joined = member ? storedDate(member.created_at).getTime() : Number.POSITIVE_INFINITY;
  const seen = new Set<string>(
    await db(STAFF_SEEN_SUBMISSIONS_TABLE)
      .where({ staff_id: staffId })
      .whereIn(
        'reference_number',
        items.map((item) => item.referenceNumber),
      )
      .pluck('reference_number'),
  );
  return items.filter((item) => Date.parse(item.createdAt) >= joined && !seen.has(item.referenceNumber)).map((item) => item.referenceNumber);
}
