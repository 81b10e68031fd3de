import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';

/**
 * Staff sign-in that a stranger cannot turn against staff (issue 21, finding 4), and recovery codes that a
 * copy of the database does not open (finding 9).
 *
 * - staff_sign_in_throttle: one row per account (the address typed) and client (a known device, or an address
 *   without one, or all clients without a known device together), counting the attempts that did not end in a
 *   sign-in and when the next one may come. It replaces staff_sign_in_failures (one row per failure, counted
 *   after the check); what it held is dropped, so an account locked at this moment is no longer.
 * - staff_devices: the browsers a member of staff has signed in on, kept as the SHA-256 of the random value of
 *   their device cookie, so the person's own browser is not held up by someone else's guessing.
 * - staff_recovery_codes: argon2id instead of an unsalted SHA-256. A new code starts with a two-character
 *   selector, kept as it is, so a code typed is checked against one hash only. The codes already issued (ten
 *   characters, no selector) are kept working: their stored SHA-256 is hashed again with argon2id, and a code
 *   typed is checked as argon2id(SHA-256(code)) against the person's unused old codes. Used old codes go.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_sign_in_throttle', (t) => {
    t.increments('id').primary();
    t.string('account', 254).notNullable(); // the e-mail address typed, lower case, known or not
    t.string('client', 100).notNullable(); // device:{id}, address:{IPv4 or IPv6 /64}, or unknown-devices
    t.integer('failures').notNullable().defaultTo(0); // attempts since the last sign-in that did not end in one
    t.timestamp('last_failure_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true }); // no attempt before this time
    t.unique(['account', 'client']);
    t.index(['last_failure_at']);
  });

  await db.schema.createTable('staff_devices', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable().unique(); // SHA-256 of the cookie's value
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.timestamp('created_at', { useTz: true }).notNullable(); // a new cookie at each sign-in: when it was last used
    t.index(['staff_id', 'created_at']);
  });

  await db.schema.dropTable('staff_sign_in_failures');

  await db.schema.alterTable('staff_recovery_codes', (t) => {
    t.string('selector', 2); // null: a code issued before this migration
    t.index(['staff_id', 'selector']);
  });
  // An argon2id string is about 100 characters; SQLite does not enforce a length.
  if (db.client.config.client === 'pg') await db.raw('ALTER TABLE staff_recovery_codes ALTER COLUMN code_hash TYPE varchar(200)');
  await db('staff_recovery_codes').whereNotNull('used_at').delete();
  const legacy: { id: number; code_hash: string }[] = await db('staff_recovery_codes').select('id', 'code_hash');
  for (const row of legacy) {
    // The options of bff/services/staff/slow-hash.ts when this was written; a later change of those leaves these as they are.
    const rehashed = await hash(row.code_hash, { memoryCost: 47104, timeCost: 1, parallelism: 1 });
    await db('staff_recovery_codes').where({ id: row.id }).update({ code_hash: rehashed });
  }
}

export async function down(db: Knex): Promise<void> {
  // The old recovery codes cannot be brought back to SHA-256: after this, they no longer work.
  await db('staff_recovery_codes').delete();
  await db.schema.alterTable('staff_recovery_codes', (t) => {
    t.dropIndex(['staff_id', 'selector']);
    t.dropColumn('selector');
  });
  await db.schema.createTable('staff_sign_in_failures', (t) => {
    t.increments('id').primary();
    t.string('account', 254).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['account', 'at']);
  });
  await db.schema.dropTable('staff_devices');
  await db.schema.dropTable('staff_sign_in_throttle');
}
