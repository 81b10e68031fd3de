import type { Knex } from 'knex';

/**
 * Two changes of issue 21:
 * - The inbox knows every person: auto change requests were indexed with an empty name (their table has one
 *   policyholder name, not first and last names), so the inbox showed no one and a search by the
 *   policyholder's name found nothing. Each one already indexed gets its name and its name's search terms.
 * - Event streams have limits: each open stream holds a place (its token's and its client's, both hashed) until
 *   it closes, at the latest until its token expires, so every instance counts the same streams.
 */
export async function up(db: Knex): Promise<void> {
  await nameAutoChangesInTheInbox(db);
  await db.schema.createTable('live_event_streams', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable(); // SHA-256 of the stream's token
    t.string('client_hash', 64).notNullable(); // SHA-256 of the client's key (IPv4 address or IPv6 /64)
    t.timestamp('open_until', { useTz: true }).notNullable(); // the token's expiry: the stream ends then at the latest
    t.timestamp('opened_at', { useTz: true }).notNullable();
    t.index(['token_hash', 'open_until']);
    t.index(['client_hash', 'open_until']);
    t.index(['open_until']);
  });
}

/** This migration's own copy of the index's word rules (a migration never changes once landed, so it must not import code that may). */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter(Boolean)
    .map((word) => word.slice(0, 100));

const BATCH = 500;

async function nameAutoChangesInTheInbox(db: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; policyholder_name: string }[] = await db('submissions as s')
      .join('auto_change_requests as a', 'a.reference_number', 's.reference_number')
      .where('s.kind', 'auto')
      .andWhere('s.name', '')
      .andWhere('s.id', '>', after)
      .orderBy('s.id')
      .limit(BATCH)
      .select('s.id', 'a.policyholder_name');
    if (!rows.length) return;
    for (const row of rows) {
      const name = String(row.policyholder_name).trim().slice(0, 201);
      await db('submissions').where({ id: row.id }).update({ name });
      const terms = [...new Set(wordsOf(name))].map((term) => ({ submission_id: row.id, term }));
      if (terms.length) await db('submission_search_terms').insert(terms).onConflict(['term', 'submission_id']).ignore();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('live_event_streams');
  // The names stay: an empty name was the defect, not a state to go back to.
}
