/** The carrier directory (migration 017_carriers): the public list, and the back office's edit of one carrier. */
import type { Knex } from 'knex';
import { isAdminOnlyCarrierField, type AdminOnlyCarrierField, type TCarrierChanges, type TStaffCarrier } from '@contracts/back-office/carriers';
import type { StaffRole } from '@contracts/back-office/staff-auth';
import type { TCarrier } from '@contracts/carriers';

export const CARRIERS_TABLE = 'carriers';

type CarrierRow = {
  id: number;
  name: string;
  website: string;
  payment_url: string;
  claims_url: string;
  claims_phone: string;
  billing_phone: string;
  overnight_payment_address: string;
  logo_path: string;
  updated_at: string | number | Date;
  updated_by_staff_id: number | null;
};

const toCarrier = (row: CarrierRow): TCarrier => ({
  id: Number(row.id),
  name: row.name,
  website: row.website,
  paymentUrl: row.payment_url,
  claimsUrl: row.claims_url,
  claimsPhone: row.claims_phone,
  billingPhone: row.billing_phone,
  overnightPaymentAddress: row.overnight_payment_address,
  logoPath: row.logo_path,
});

const toStaffCarrier = (row: CarrierRow): TStaffCarrier => ({
  ...toCarrier(row),
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedByStaffId: row.updated_by_staff_id === null ? null : Number(row.updated_by_staff_id),
});

/** By name as a person reads it, the same on both databases (their collations differ). */
const byName = (a: TCarrier, b: TCarrier) => a.name.localeCompare(b.name, 'en');

/** Every carrier of the directory, sorted by name. */
export async function listCarriers(db: Knex): Promise<TCarrier[]> {
  const rows = await db<CarrierRow>(CARRIERS_TABLE).select('*');
  return rows.map(toCarrier).sort(byName);
}

/** One carrier with its last edit; undefined for an unknown id. */
export async function findCarrier(db: Knex, id: number): Promise<TStaffCarrier | undefined> {
  const row = await db<CarrierRow>(CARRIERS_TABLE).where({ id }).first();
  return row && toStaffCarrier(row);
}

const COLUMNS: Record<keyof TCarrierChanges, keyof CarrierRow> = {
  paymentUrl: 'payment_url',
  claimsUrl: 'claims_url',
  claimsPhone: 'claims_phone',
  billingPhone: 'billing_phone',
  overnightPaymentAddress: 'overnight_payment_address',
  logoPath: 'logo_path',
};

export type CarrierUpdate =
  | { outcome: 'updated'; before: TStaffCarrier; after: TStaffCarrier }
  | { outcome: 'not_found' }
  /** An agent's edit changed where customers pay or claim: nothing was written. */
  | { outcome: 'refused'; fields: AdminOnlyCarrierField[] };

/**
 * Stores a staff member's edit (already validated by ZCarrierChanges). An agent's edit is compared with the
 * carrier as stored, in the same transaction: one that changes an administrator's field writes nothing, and
 * one that does not writes only the agent's fields, so it can never undo an administrator's change made
 * meanwhile.
 */
export async function updateCarrier(db: Knex, id: number, changes: TCarrierChanges, editor: { id: number; role: StaffRole }): Promise<CarrierUpdate> {
  return db.transaction(async (trx) => {
    const before = await findCarrier(trx, id);
    if (!before) return { outcome: 'not_found' };
    const fields = Object.keys(COLUMNS) as (keyof TCarrierChanges)[];
    const writable = editor.role === 'admin' ? fields : fields.filter((field) => !isAdminOnlyCarrierField(field));
    if (editor.role !== 'admin') {
      const refused = fields.filter(isAdminOnlyCarrierField).filter((field) => changes[field] !== before[field]);
      if (refused.length) return { outcome: 'refused', fields: refused };
    }
    await trx<CarrierRow>(CARRIERS_TABLE)
      .where({ id })
      .update({
        ...Object.fromEntries(writable.map((field) => [COLUMNS[field], changes[field]])),
        updated_at: new Date(),
        updated_by_staff_id: editor.id,
      });
    const after = await findCarrier(trx, id);
    return after ? { outcome: 'updated', before, after } : { outcome: 'not_found' };
  });
}

/** Every carrier with its last edit, sorted by name: the back office's list. */
export async function listStaffCarriers(db: Knex): Promise<TStaffCarrier[]> {
  const rows = await db<CarrierRow>(CARRIERS_TABLE).select('*');
  return rows.map(toStaffCarrier).sort(byName);
}
