/**
 * Each address's mails of the day: `perDay` slots, each used at most once in any 24 hours. Taking one is a
 * conditional update (`used_at` still free or older than a day), so two instances, or two transactions of
 * one, never both take the same slot: at most `perDay` mails reach an address in any rolling 24 hours.
 * Pools of slots per address, counted apart: mail written on someone else's say (a receipt, a signed copy,
 * a proof request), the forms' confirmations (our words only, so more of them may go) and sign-in links.
 */
import type { Knex } from 'knex';
import { storedDate } from '../../db/stored-date';

const ADDRESS_MAIL_SLOTS_TABLE = 'address_mail_slots';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where each pool's slots start (a slot's number is its pool's start plus its place in the pool). */
const MAIL_SLOT_POOLS = { onSomeonesSay: 0, confirmations: 1000, signInLinks: 2000 } as const;
export type MailSlotPool = keyof typeof MAIL_SLOT_POOLS;

/** Takes one of the address's slots of a pool for a mail sent `now`; false when all are used within the last 24 hours. */
export async function takeMailSlot(
  trx: Knex.Transaction,
  key: string,
  { perDay, now, pool = 'onSomeonesSay' }: { perDay: number; now: Date; pool?: MailSlotPool },
): Promise<boolean> {
  const first = MAIL_SLOT_POOLS[pool];
  const slots = Array.from({ length: perDay }, (_, place) => ({ address: key, slot: first + place, used_at: null }));
  await trx(ADDRESS_MAIL_SLOTS_TABLE).insert(slots).onConflict(['address', 'slot']).ignore();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const free = (query: Knex.QueryBuilder) => query.where((q) => q.whereNull('used_at').orWhere('used_at', '<=', dayAgo));
  const candidates: { slot: number }[] = await free(
    trx(ADDRESS_MAIL_SLOTS_TABLE)
      .select('slot')
      .where('address', key)
      .where('slot', '>=', first)
      .where('slot', '<', first + perDay),
  ).orderBy('slot');
  for (const { slot } of candidates) {
    // Another writer may have taken it since it was read: only the update that still finds it free counts.
    const taken = await free(trx(ADDRESS_MAIL_SLOTS_TABLE).where({ address: key, slot })).update({ used_at: now });
    if (taken === 1) return true;
  }
  return false;
}

/** When the address's next slot of mail on someone else's say is free again (the oldest use of the last 24 hours, plus a day). */
export async function nextFreeSlotAt(db: Knex | Knex.Transaction, key: string, { now }: { now: Date }): Promise<Date> {
  const [row] = await db(ADDRESS_MAIL_SLOTS_TABLE)
    .where('address', key)
    .where('slot', '<', MAIL_SLOT_POOLS.confirmations)
    .where('used_at', '>', new Date(now.getTime() - DAY_MS))
    .min({ oldest: 'used_at' });
  const oldest = row?.oldest as Date | number | string | null | undefined;
  if (oldest === null || oldest === undefined) return now;
  const at = storedDate(oldest);
  return new Date(at.getTime() + DAY_MS);
}
