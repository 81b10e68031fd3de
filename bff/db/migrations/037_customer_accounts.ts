import type { Knex } from 'knex';

/**
 * Customer accounts (issue 24): a person's account is their proved e-mail address. They sign in with a
 * single-use link mailed to it or with a passkey; the session lives here (the cookie holds its secret, we
 * keep the hash). Their requests are the submissions made with that address, found by the new index.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('customer_accounts', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique(); // trimmed and lower-cased, proved by the first sign-in
    t.string('first_name', 50).notNullable().defaultTo('');
    t.string('last_name', 50).notNullable().defaultTo('');
    t.string('phone', 20).notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db.schema.createTable('customer_sign_in_links', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  await db.schema.createTable('customer_sessions', (t) => {
    t.string('id_hash', 64).primary();
    t.integer('account_id').notNullable().references('id').inTable('customer_accounts');
    t.string('method', 20).notNullable(); // sign-in-link | passkey
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['account_id']);
  });

  await db.schema.createTable('customer_passkeys', (t) => {
    t.increments('id').primary();
    t.integer('account_id').notNullable().references('id').inTable('customer_accounts');
    t.string('credential_id', 1400).notNullable().unique(); // base64url, as the authenticator gave it
    t.text('public_key').notNullable(); // COSE key, base64url
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.string('transports', 200).notNullable().defaultTo('[]');
    t.string('name', 60).notNullable();
    t.boolean('backed_up').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true });
    t.index(['account_id']);
  });

  // A WebAuthn challenge works once, for a few minutes: to add a passkey (for an account) or to sign in (for anyone).
  await db.schema.createTable('customer_passkey_challenges', (t) => {
    t.string('challenge', 100).primary();
    t.string('purpose', 20).notNullable(); // registration | authentication
    t.integer('account_id').references('id').inTable('customer_accounts');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  await db.schema.alterTable('submissions', (t) => {
    t.index(['email', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('submissions', (t) => {
    t.dropIndex(['email', 'created_at']);
  });
  for (const table of ['customer_passkey_challenges', 'customer_passkeys', 'customer_sessions', 'customer_sign_in_links', 'customer_accounts']) {
    await db.schema.dropTable(table);
  }
}
