import type { Knex } from 'knex';

/**
 * Seed 001 "Document upload and signing", signed in house: the documents sent for signing, their single-use
 * links (only a hash of each token is kept), the hash-chained audit trail of what happened to each, the live
 * events a browser may resume from, the jobs that seal signed documents, and the agency's own signing
 * certificate when none is configured.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('signing_documents', (t) => {
    t.string('document_id', 36).primary(); // a random UUID: the documentId of seed 001 §3
    t.string('session_hash', 64).notNullable(); // SHA-256 of the browser session (X-Session-ID) that uploaded it
    t.integer('upload_id').notNullable().references('id').inTable('uploads'); // the file as it was sent
    // The PDF the signer is shown and that is sealed: the upload itself when it was a PDF.
    t.integer('signing_copy_upload_id').notNullable().references('id').inTable('uploads');
    t.integer('page_count').notNullable();
    t.string('form_type', 50).notNullable().defaultTo('');
    t.string('first_name', 100).notNullable().defaultTo('');
    t.string('last_name', 100).notNullable().defaultTo('');
    t.string('email', 254).notNullable().defaultTo('');
    t.string('policy_number', 50).notNullable().defaultTo('');
    t.string('status', 20).notNullable(); // uploaded | sent | signed | sealed
    t.string('signed_name', 200).notNullable().defaultTo(''); // the full name as typed
    t.timestamp('signed_at', { useTz: true });
    t.integer('sealed_upload_id').references('id').inTable('uploads');
    t.string('sealed_sha256', 64).unique(); // what /verify looks up
    t.timestamp('sealed_at', { useTz: true });
    t.string('download_key_hash', 64); // the signer's link to the sealed PDF (only its hash)
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db.schema.createTable('signing_links', (t) => {
    t.increments('id').primary();
    t.string('document_id', 36).notNullable().references('document_id').inTable('signing_documents');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }); // set when the document is signed through it
    t.timestamp('revoked_at', { useTz: true }); // set when a newer link is issued
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await db.schema.createTable('signing_audit_trail', (t) => {
    t.increments('id').primary();
    t.string('document_id', 36).notNullable().references('document_id').inTable('signing_documents');
    t.integer('sequence').notNullable(); // 1, 2, ... per document
    t.string('action', 20).notNullable(); // sent | opened | consented | signed | completed
    t.timestamp('at', { useTz: true }).notNullable();
    t.string('ip', 64).notNullable().defaultTo('');
    t.string('user_agent', 300).notNullable().defaultTo('');
    t.text('details').notNullable().defaultTo('{}'); // JSON
    t.string('previous_hash', 64).notNullable();
    t.string('hash', 64).notNullable();
    t.unique(['document_id', 'sequence']); // two writers cannot both append the same link of the chain
  });

  await db.schema.createTable('live_events', (t) => {
    t.bigIncrements('id').primary(); // the SSE event id a browser resumes from
    t.string('topic', 100).notNullable();
    t.string('type', 50).notNullable();
    t.text('data').notNullable(); // JSON
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['topic', 'id']);
  });

  await db.schema.createTable('jobs', (t) => {
    t.increments('id').primary();
    t.string('kind', 50).notNullable();
    t.text('payload').notNullable(); // JSON
    t.timestamp('run_at', { useTz: true }).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('claim_token', 64);
    t.timestamp('lease_until', { useTz: true });
    t.timestamp('done_at', { useTz: true });
    t.text('last_error').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['done_at', 'run_at']);
  });

  await db.schema.createTable('signing_certificates', (t) => {
    t.string('name', 50).primary();
    t.text('p12_base64').notNullable();
    t.string('passphrase', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['signing_certificates', 'jobs', 'live_events', 'signing_audit_trail', 'signing_links', 'signing_documents']) {
    await db.schema.dropTable(table);
  }
}
