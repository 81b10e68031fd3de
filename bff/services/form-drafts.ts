/**
 * Forms kept to finish on another device (contracts/form-drafts.ts): the answers sealed with the at-rest key
 * (bound to the row's token hash), a single-use link mailed only to an address its owner has proved (the
 * link opens words someone typed, so it is mail on someone's say), and the row deleted when the link is
 * opened or its 7 days are over.
 */
import type { Knex } from 'knex';
import { FORM_DRAFT_DAYS, ZFormDraft, type TOpenedFormDraft, type TSaveFormDraft } from '@contracts/form-drafts';
import { formatEasternDateTime } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import type { Database } from '../db/database';
import type { AtRestEncryption } from './encryption';
import { mailSecret, type OutgoingMail } from './mail';
import type { ProvedAddresses } from './proved-addresses';
import { hashOfSecret, newSecretToken } from './secret-tokens';

const FORM_DRAFTS_TABLE = 'form_drafts';
const FINISH_LINK_SECRET = 'finish-link';
const DAY_MS = 86_400_000;

const sealContext = (tokenHash: string) => `form_drafts.sealed_draft:${tokenHash}`;

function finishLaterMail({ to, link, expiresAt }: { to: string; link: string; expiresAt: Date }): OutgoingMail {
  return {
    kind: 'finish-later',
    to,
    subject: `Your form with ${AGENCY.name}, to finish later`,
    text: [
      'Hello,',
      '',
      `You asked us to keep a form you started on the ${AGENCY.name} website. Open it here, on any device, to carry on where you left off:`,
      mailSecret(FINISH_LINK_SECRET),
      `The link works once, until ${formatEasternDateTime(expiresAt)}. Files you chose were not kept: attach them again when you finish.`,
      '',
      'If you did not start a form with us, ignore this e-mail: the answers are deleted when the link expires.',
      '',
      `Questions? Call us at ${AGENCY.phone} or e-mail ${AGENCY.supportEmail}.`,
      '',
      AGENCY.name,
    ].join('\n'),
    secrets: { [FINISH_LINK_SECRET]: link },
  };
}

export type FormDraftDependencies = { db: Database; encryption: AtRestEncryption; provedAddresses: ProvedAddresses; siteOrigin: string };

/** Keeps the answers and mails their link (or holds it until the address is proved, or refuses it past the day's mails). */
export async function saveFormDraft({ db, encryption, provedAddresses, siteOrigin }: FormDraftDependencies, request: TSaveFormDraft): Promise<void> {
  const token = newSecretToken();
  const tokenHash = hashOfSecret(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + FORM_DRAFT_DAYS * DAY_MS);
  await db.transaction(async (trx: Knex.Transaction) => {
    await trx(FORM_DRAFTS_TABLE).where('expires_at', '<=', now).delete();
    await trx(FORM_DRAFTS_TABLE).insert({
      token_hash: tokenHash,
      form_path: request.formPath,
      form_id: request.formId,
      portal_type: request.portalType,
      email: request.email.trim().toLowerCase(),
      sealed_draft: encryption.seal(JSON.stringify(request.draft), sealContext(tokenHash)),
      created_at: now,
      expires_at: expiresAt,
    });
    const mail = finishLaterMail({ to: request.email.trim(), link: `${siteOrigin}${routes.finishForm()}#${token}`, expiresAt });
    await provedAddresses.mailOnceProved(trx, mail, { waiting: 'a link to a form you started, to finish it later' });
  });
}

/** The kept form of a link's token, once: the row is deleted as it is read. Undefined for a used, expired or unknown link. */
export async function openFormDraft(
  { db, encryption }: Pick<FormDraftDependencies, 'db' | 'encryption'>,
  token: string,
): Promise<TOpenedFormDraft | undefined> {
  const tokenHash = hashOfSecret(token);
  return db.transaction(async (trx: Knex.Transaction) => {
    const row = await trx(FORM_DRAFTS_TABLE).where({ token_hash: tokenHash }).where('expires_at', '>', new Date()).first();
    // Deleted as it is read: of two openings of one link, only the first deletes it.
    if (!row || (await trx(FORM_DRAFTS_TABLE).where({ id: row.id }).delete()) !== 1) return undefined;
    const draft = ZFormDraft.safeParse(JSON.parse(encryption.open(row.sealed_draft, sealContext(tokenHash))));
    if (!draft.success) return undefined;
    return { formPath: row.form_path, formId: row.form_id, portalType: row.portal_type, draft: draft.data };
  });
}
