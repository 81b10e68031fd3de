import type { Knex } from 'knex';

/**
 * Secrets at rest. Staff TOTP secrets and the self-signed certificate's passphrase are now kept sealed with
 * the at-rest key, which is longer than the plain value: their columns widen (PostgreSQL; SQLite does not
 * enforce a VARCHAR's length). The values themselves are sealed at start, where the key is
 * (bff/services/secrets-at-rest).
 *
 * Links written readable into mail bodies before a mail's secrets were sealed could have been read by anyone
 * who could read the outbox: every set-up link still pending is stopped now, whose it was is noted in
 * `staff_invitations_owed` (start-up sends each of them a new one, once), and the links are redacted from the
 * bodies; so are signed copies' download links, but for mails still waiting to go, whose links start-up
 * moves into their sealed secrets so that their recipients still get them. This file keeps its own copy of
 * the link patterns and the redaction text: a landed migration never changes with the code.
 */
const REDACTED = '[a link only the recipient can open]';
const SETUP_LINK = /\S*\/admin\/setup#[A-Za-z0-9_-]+/g;
const DOWNLOAD_LINK = /\S*\/api\/signed-documents\/[^\s?#]+\?key=[A-Za-z0-9_-]+/g;

export async function up(db: Knex): Promise<void> {
  if (db.client.config.client === 'pg') {
    for (const column of ['totp_secret', 'totp_pending_secret']) {
      await db.raw('ALTER TABLE staff_members ALTER COLUMN ?? TYPE varchar(255)', [column]);
    }
    await db.raw('ALTER TABLE signing_certificates ALTER COLUMN passphrase TYPE varchar(255)');
  }

  await db.schema.createTable('staff_invitations_owed', (t) => {
    t.integer('staff_id').primary().references('id').inTable('staff_members');
    t.timestamp('stopped_at', { useTz: true }).notNullable(); // when their pending set-up link was stopped
    t.timestamp('resent_at', { useTz: true }); // when start-up claimed it and queued a new invitation
  });

  const now = new Date();
  const pending: { token_hash: string; staff_id: number }[] = await db('staff_setup_links')
    .select('token_hash', 'staff_id')
    .whereNull('used_at')
    .andWhere('expires_at', '>', now);
  for (const link of pending) {
    await db('staff_setup_links').where({ token_hash: link.token_hash }).update({ expires_at: now });
  }
  for (const staffId of new Set(pending.map((link) => Number(link.staff_id)))) {
    await db('staff_invitations_owed').insert({ staff_id: staffId, stopped_at: now });
  }

  const mails: { id: number; status: string; text_body: string; html_body: string | null }[] = await db('mail_outbox')
    .select('id', 'status', 'text_body', 'html_body')
    .where((q) =>
      q
        .where('text_body', 'like', '%/admin/setup#%')
        .orWhere('text_body', 'like', '%/api/signed-documents/%')
        .orWhere('html_body', 'like', '%/admin/setup#%')
        .orWhere('html_body', 'like', '%/api/signed-documents/%'),
    );
  for (const mail of mails) {
    const redact = (body: string) => {
      const withoutSetupLinks = body.replace(SETUP_LINK, REDACTED);
      return mail.status === 'pending' ? withoutSetupLinks : withoutSetupLinks.replace(DOWNLOAD_LINK, REDACTED);
    };
    const text = redact(mail.text_body);
    const html = mail.html_body === null ? null : redact(mail.html_body);
    if (text !== mail.text_body || html !== mail.html_body) await db('mail_outbox').where({ id: mail.id }).update({ text_body: text, html_body: html });
  }
}

export async function down(db: Knex): Promise<void> {
  // Stopped links stay stopped and redacted bodies stay redacted: what was readable is not written back.
  await db.schema.dropTable('staff_invitations_owed');
}
