import type { Knex } from 'knex';

/**
 * The back office: staff accounts (argon2id password, TOTP second factor, recovery codes, set-up links),
 * their server-side sessions, the audit log of what staff did, and the inbox: one row per submission of any
 * kind with what the inbox filters and sorts on, its search terms, and the history of its statuses.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('staff_members', (t) => {
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique(); // lower case
    t.string('name', 100).notNullable();
    t.string('role', 10).notNullable(); // admin | agent
    t.string('password_hash', 200); // argon2id; null until set up
    t.string('totp_secret', 64); // base32; null until the second factor is confirmed
    t.string('totp_pending_secret', 64); // shown at set-up, until its first code confirms it
    t.bigInteger('totp_last_step'); // the last time step used: a code works once
    t.timestamp('enrolled_at', { useTz: true }); // password and second factor set: may sign in
    t.timestamp('disabled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db.schema.createTable('staff_setup_links', (t) => {
    t.string('token_hash', 64).primary();
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db.schema.createTable('staff_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['staff_id']);
  });

  await db.schema.createTable('staff_sessions', (t) => {
    t.string('id_hash', 64).primary(); // SHA-256 of the cookie's value
    t.integer('staff_id').notNullable().references('id').inTable('staff_members');
    t.string('stage', 10).notNullable(); // password (the second factor is due) | signed_in
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable(); // the absolute limit
    t.timestamp('revoked_at', { useTz: true });
    t.index(['staff_id']);
  });

  // Failed sign-ins per account, for the per-account limit (counted over a window, across instances).
  await db.schema.createTable('staff_sign_in_failures', (t) => {
    t.increments('id').primary();
    t.string('account', 254).notNullable(); // the e-mail address tried, lower case
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['account', 'at']);
  });

  await db.schema.createTable('staff_audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.integer('staff_id').references('id').inTable('staff_members'); // null: before sign-in (a failed attempt)
    t.string('action', 50).notNullable();
    t.string('target', 100).notNullable().defaultTo(''); // a reference number, a carrier id, ...
    t.text('details').notNullable().defaultTo('{}'); // JSON
    t.string('ip', 64).notNullable().defaultTo('');
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['at']);
    t.index(['staff_id', 'at']);
  });

  await db.schema.createTable('submissions', (t) => {
    t.increments('id').primary();
    t.string('reference_number', 20).notNullable().unique();
    t.string('kind', 20).notNullable(); // quote | evidence | mortgagee | other | home | cancellation | auto | document
    t.string('portal_type', 10).notNullable(); // public | customer | lender
    t.string('name', 201).notNullable();
    t.string('email', 254).notNullable();
    t.string('policy_number', 50).notNullable().defaultTo('');
    t.string('status', 20).notNullable().defaultTo('received');
    t.timestamp('status_changed_at', { useTz: true }).notNullable();
    t.integer('assigned_staff_id').references('id').inTable('staff_members');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['created_at', 'id']);
    t.index(['kind', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['portal_type', 'created_at']);
  });

  // Words of a submission's name, e-mail, policy number and reference, lower case: a prefix of any finds it.
  await db.schema.createTable('submission_search_terms', (t) => {
    t.integer('submission_id').notNullable().references('id').inTable('submissions');
    t.string('term', 100).notNullable();
    t.primary(['term', 'submission_id']);
  });
  // Byte order, so that a prefix is a range of the index whatever the database's collation.
  if (db.client.config.client === 'pg') await db.raw('ALTER TABLE submission_search_terms ALTER COLUMN term TYPE varchar(100) COLLATE "C"');

  await db.schema.createTable('submission_status_history', (t) => {
    t.increments('id').primary();
    t.integer('submission_id').notNullable().references('id').inTable('submissions');
    t.string('status', 20).notNullable();
    t.text('note').notNullable().defaultTo('');
    t.integer('staff_id').references('id').inTable('staff_members'); // null: the submission itself
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['submission_id', 'at']);
  });

  // Which submission a mail is about (notices, receipts, status e-mails), for the submission's page.
  await db.schema.alterTable('mail_outbox', (t) => {
    t.string('reference_number', 20).nullable().index();
  });

  await addEarlierSubmissions(db);
}

/**
 * The submissions stored before the inbox existed, as Received. This migration's own copy of the index's
 * rules (a migration never changes once landed, so it must not import code that may).
 */
async function addEarlierSubmissions(db: Knex): Promise<void> {
  const sources: { table: string; kind: string; portalType: string | null; hasPolicy: boolean }[] = [
    { table: 'quote_requests', kind: 'quote', portalType: 'public', hasPolicy: false },
    { table: 'insurance_requests', kind: 'evidence', portalType: 'lender', hasPolicy: true },
    { table: 'mortgagee_change_requests', kind: 'mortgagee', portalType: null, hasPolicy: true },
    { table: 'home_change_requests', kind: 'home', portalType: null, hasPolicy: true },
    { table: 'cancellation_requests', kind: 'cancellation', portalType: null, hasPolicy: true },
    { table: 'auto_change_requests', kind: 'auto', portalType: null, hasPolicy: true },
    { table: 'other_change_requests', kind: 'other', portalType: null, hasPolicy: true },
    { table: 'document_uploads', kind: 'document', portalType: 'customer', hasPolicy: true },
  ];
  const wordsOf = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}@._-]+/u)
      .filter(Boolean);
  for (const source of sources) {
    const rows: Record<string, unknown>[] = await db(source.table).select('*').orderBy('id');
    for (const row of rows) {
      const email = String(row.email).trim().toLowerCase();
      const policyNumber = source.hasPolicy ? String(row.policy_number).toUpperCase() : '';
      const [inserted] = await db('submissions')
        .insert({
          reference_number: row.reference_number,
          kind: source.kind,
          portal_type: source.portalType ?? row.customer_type,
          name: `${row.first_name} ${row.last_name}`.trim(),
          email,
          policy_number: policyNumber,
          status: 'received',
          status_changed_at: row.created_at,
          created_at: row.created_at,
        })
        .returning('id');
      const id = typeof inserted === 'object' ? (inserted as { id: number }).id : (inserted as number);
      const terms = new Set(
        [String(row.reference_number).toLowerCase(), policyNumber.toLowerCase(), ...wordsOf(`${row.first_name} ${row.last_name}`), email]
          .map((term) => term.slice(0, 100))
          .filter(Boolean),
      );
      await db('submission_search_terms').insert([...terms].map((term) => ({ submission_id: id, term })));
      await db('submission_status_history').insert({ submission_id: id, status: 'received', note: '', staff_id: null, at: row.created_at });
    }
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('mail_outbox', (t) => t.dropColumn('reference_number'));
  for (const table of [
    'submission_status_history',
    'submission_search_terms',
    'submissions',
    'staff_audit_log',
    'staff_sign_in_failures',
    'staff_sessions',
    'staff_recovery_codes',
    'staff_setup_links',
    'staff_members',
  ]) {
    await db.schema.dropTable(table);
  }
}
