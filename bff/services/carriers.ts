/** The carrier directory (migration 017_carriers): the public list, and the back office's edit of one carrier. */
import type { Knex } from 'knex';
import type { TCarrierChanges, TStaffCarrier } from '@contracts/admin/carriers';
import type { TCarrier } from '@contracts/carriers';

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
  const rows = await db<CarrierRow>('carriers').select('*');
  return rows.map(toCarrier).sort(byName);
}

/** One carrier with its last edit; undefined for an unknown id. */
export async function findCarrier(db: Knex, id: number): Promise<TStaffCarrier | undefined> {
  const row = await db<CarrierRow>('carriers').where({ id }).first();
  return row && toStaffCarrier(row);
}

/**
 * Stores a staff member's edit (already validated by ZCarrierChanges) and answers the carrier as it now is;
 * undefined for an unknown id, with nothing written.
 */
export async function updateCarrier(db: Knex, id: number, changes: TCarrierChanges, staffId: number): Promise<TStaffCarrier | undefined> {
  return db.transaction(async (trx) => {
    const updated = await trx<CarrierRow>('carriers').where({ id }).update({
      payment_url: changes.paymentUrl,
      claims_url: changes.claimsUrl,
      claims_phone: changes.claimsPhone,
      billing_phone: changes.billingPhone,
      overnight_payment_address: changes.overnightPaymentAddress,
      logo_path: changes.logoPath,
      updated_at: new Date(),
      updated_by_staff_id: staffId,
    });
    if (updated === 0) return undefined;
    return findCarrier(trx, id);
  });
}

/** Every carrier with its last edit, sorted by name: the back office's list. */
export async function listStaffCarriers(db: Knex): Promise<TStaffCarrier[]> {
  const rows = await db<CarrierRow>('carriers').select('*');
  return rows.map(toStaffCarrier).sort(byName);
}
