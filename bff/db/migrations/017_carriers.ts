import type { Knex } from 'knex';
import CARRIERS from './017_carriers.json';

/**
 * Seed 001 §3: the carrier directory, moved from a file into the database so that staff can fill in what the
 * public list greys out (payment and claims pages, phones, the overnight address, the logo). Seeded with the
 * 53 carriers of the file as it was (017_carriers.json, which belongs to this migration and is never edited:
 * later changes are staff edits or a new migration). Empty strings stand for what is not known.
 * `updated_by_staff_id` names the staff member of the last edit (null: as seeded); its foreign key comes with
 * the staff table.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('carriers', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable().unique();
    t.string('website', 500).notNullable().defaultTo('');
    t.string('payment_url', 500).notNullable().defaultTo('');
    t.string('claims_url', 500).notNullable().defaultTo('');
    t.string('claims_phone', 20).notNullable().defaultTo('');
    t.string('billing_phone', 20).notNullable().defaultTo('');
    t.string('overnight_payment_address', 500).notNullable().defaultTo('');
    t.string('logo_path', 500).notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer('updated_by_staff_id').nullable();
  });
  const seededAt = new Date();
  await db('carriers').insert(
    CARRIERS.map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      website: carrier.website,
      payment_url: carrier.paymentUrl,
      claims_url: carrier.claimsUrl,
      claims_phone: carrier.claimsPhone,
      billing_phone: carrier.billingPhone,
      overnight_payment_address: carrier.overnightPaymentAddress,
      logo_path: carrier.logoPath,
      updated_at: seededAt,
    })),
  );
  // The ids were given: PostgreSQL's sequence moves past them, so a carrier added later gets the next one.
  if (db.client.config.client === 'pg') await db.raw(`SELECT setval(pg_get_serial_sequence('carriers', 'id'), (SELECT MAX(id) FROM carriers))`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('carriers');
}
