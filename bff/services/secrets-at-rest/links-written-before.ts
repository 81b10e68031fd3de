/**
 * Links that grant access, written into mail bodies before a mail's secrets were sealed. Migration 026 stopped
 * every set-up link still pending then (anyone who could read the outbox could have used it), noted whose
 * they were in `staff_invitations_owed`, and redacted the links from the bodies, all but the download links of
 * signed copies still waiting to go. What needs the at-rest key is done here, at start:
 * - a waiting signed copy's download link moves into the mail's sealed secrets, so its recipient still gets it;
 * - each member whose set-up link was stopped, and who is still invited, is sent a new one: once, since the
 *   note is claimed in the transaction that queues the mail (instances starting together send one).
 */
import type { Knex } from 'knex';
import type { AtRestEncryption } from '../encryption';
import { mailSecret, type MailSecrets } from '../mail';
import { sealMailSecrets } from '../mail/mail-secrets';
import { MAIL_OUTBOX_TABLE } from '../mail/outbox';
import { recordStaffAction } from '../staff/audit-log';
import { STAFF_MEMBERS_TABLE } from '../staff/staff-member-row';
import { inviteAgain, type SetupLinkOptions } from '../staff/staff-members';

const STAFF_INVITATIONS_OWED_TABLE = 'staff_invitations_owed';

/** A signed copy's download link as mail bodies held it before (seal-document-job.ts's signedDocumentPath). */
const DOWNLOAD_LINK = /\S*\/api\/signed-documents\/[^\s?#]+\?key=[A-Za-z0-9_-]+/g;

/** The text with each download link in it replaced by a secret's place, and those secrets. */
function placeDownloadLinks(text: string): { text: string; secrets: MailSecrets } {
  const secrets: MailSecrets = {};
  const links = [...new Set(text.match(DOWNLOAD_LINK) ?? [])];
  let placed = text;
  links.forEach((link, index) => {
    // Names are letters and hyphens: download-link, download-link-a, download-link-b... (one link a mail, in practice).
    const name = index === 0 ? 'download-link' : `download-link-${String.fromCharCode(96 + Math.min(index, 26))}`;
    secrets[name] = link;
    placed = placed.split(link).join(mailSecret(name));
  });
  return { text: placed, secrets };
}

/** Moves the download links of waiting mails into their sealed secrets; answers how many mails it changed. */
export async function sealWaitingDownloadLinks(db: Knex, encryption: AtRestEncryption): Promise<number> {
  const waiting: { id: number; recipient: string; text_body: string }[] = await db(MAIL_OUTBOX_TABLE)
    .select('id', 'recipient', 'text_body')
    .where({ status: 'pending' })
    .whereNull('secrets')
    .andWhere('text_body', 'like', '%/api/signed-documents/%');
  let changed = 0;
  for (const mail of waiting) {
    const { text, secrets } = placeDownloadLinks(mail.text_body);
    if (Object.keys(secrets).length === 0) continue;
    changed += await db(MAIL_OUTBOX_TABLE)
      .where({ id: mail.id, text_body: mail.text_body, status: 'pending' })
      .whereNull('secrets')
      .update({ text_body: text, secrets: sealMailSecrets(encryption, mail.recipient, [text], secrets) });
  }
  return changed;
}

/**
 * Sends the member a stopped set-up link was for a new invitation, unless it was sent already (by this
 * instance or another that saw it owed at the same time): answers whether this call sent it.
 */
export async function resendStoppedInvitation(db: Knex, staffId: number, link: SetupLinkOptions): Promise<boolean> {
  return db.transaction(async (trx) => {
    const claimed = await trx(STAFF_INVITATIONS_OWED_TABLE).where({ staff_id: staffId }).whereNull('resent_at').update({ resent_at: new Date() });
    if (claimed !== 1) return false;
    const staff = await trx(STAFF_MEMBERS_TABLE).where({ id: staffId }).whereNull('disabled_at').whereNull('enrolled_at').first();
    if (!staff) return false; // disabled, or set up, since
    await inviteAgain(trx, staff, link);
    await recordStaffAction(trx, {
      staffId: null,
      action: 'staff_invitation_resent',
      target: String(staffId),
      details: { reason: 'set-up links kept readable before they were sealed were stopped' },
    });
    return true;
  });
}

/** Sends each member still owed an invitation a new one; answers how many were sent. */
export async function resendStoppedInvitations(db: Knex, link: SetupLinkOptions): Promise<number> {
  const owed: { staff_id: number }[] = await db(STAFF_INVITATIONS_OWED_TABLE).select('staff_id').whereNull('resent_at').orderBy('staff_id');
  let sent = 0;
  for (const { staff_id: staffId } of owed) if (await resendStoppedInvitation(db, Number(staffId), link)) sent += 1;
  return sent;
}
