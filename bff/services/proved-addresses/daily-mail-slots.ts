/**
 * Each address's mails of the day: `perDay` slots, each used at most once in any 24 hours. Taking one is a
 * conditional update (`used_at` still free or older than a day), so two instances, or two transactions of
 * one, never both take the same slot: at most `perDay` mails reach an address in any rolling 24 hours.
 */
import type { Knex } from 'knex';

const ADDRESS_MAIL_SLOTS_TABLE = 'address_mail_slots';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Takes one of the address's slots for a mail sent `now`; false when all are used within the last 24 hours. */
export async function takeMailSlot(trx: Knex.Transaction, key: string, { perDay, now }: { perDay: number; now: Date }): Promise<boolean> {
  const slots = Array.from({ length: perDay }, (_, slot) => ({ address: key, slot, used_at: null }));
  await trx(ADDRESS_MAIL_SLOTS_TABLE).insert(slots).onConflict(['address', 'slot']).ignore();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const free = (query: Knex.QueryBuilder) => query.where((q) => q.whereNull('used_at').orWhere('used_at', '<=', dayAgo));
  const candidates: { slot: number }[] = await free(trx(ADDRESS_MAIL_SLOTS_TABLE).select('slot').where('address', key).where('slot', '<', perDay)).orderBy(
    'slot',
  );
  for (const { slot } of candidates) {
    // Another writer may have taken it since it was read: only the update that still finds it free counts.
    const taken = await free(trx(ADDRESS_MAIL_SLOTS_TABLE).where({ address: key, slot })).update({ used_at: now });
    if (taken === 1) return true;
  }
  return false;
}

/** When the address's next slot is free again (the oldest use of the last 24 hours, plus a day). */
export async function nextFreeSlotAt(db: Knex | Knex.Transaction, key: string, { now }: { now: Date }): Promise<Date> {
  const [row] = await db(ADDRESS_MAIL_SLOTS_TABLE)
    .where('address', key)
    .where('used_at', '>', new Date(now.getTime() - DAY_MS))
    .min({ oldest: 'used_at' });
  const oldest = row?.oldest as Date | number | string | null | undefined;
  if (oldest === null || oldest === undefined) return now;
  const at = oldest instanceof Date ? oldest : new Date(typeof oldest === 'string' && /^\d+$/.test(oldest) ? Number(oldest) : oldest);
  return new Date(at.getTime() + DAY_MS);
}
