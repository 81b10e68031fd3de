/**
 * The one mail an address gets before its owner has proved it: our words only. It names the kind of thing
 * that waits (our words too, e.g. "a signed Proof of Residency document") and carries the proof link as a
 * mail secret; nothing the person who gave the address typed is in it.
 */
import { formatEasternDateTime } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import { mailSecret, type OutgoingMail } from '../mail';

const ADDRESS_PROOF_MAIL_KIND = 'address-proof';
const PROOF_LINK_SECRET = 'proof-link';

export const proofMailSubject = `Please confirm your e-mail address for ${AGENCY.name}`;

/** The proof mail's text, the link's place kept for the outbox (`mailSecret`) unless `link` is given. */
export function proofMailText({ waiting, expiresAt, link = mailSecret(PROOF_LINK_SECRET) }: { waiting: string; expiresAt: Date; link?: string }): string {
  return [
    'Hello,',
    '',
    `This e-mail address was given on the ${AGENCY.name} website, and ${waiting} is waiting to be e-mailed to it.`,
    '',
    'We send nothing to an address until its owner confirms it. If this is your address and you expected this, confirm it here:',
    link,
    `The link works once, until ${formatEasternDateTime(expiresAt)}. Confirming sends what is waiting.`,
    '',
    'If you did not expect this, ignore this e-mail: what is waiting is not sent, and you need not do anything.',
    '',
    `Questions? Call us at ${AGENCY.phone} or e-mail ${AGENCY.supportEmail}.`,
    '',
    AGENCY.name,
  ].join('\n');
}

export function proofMail({ to, waiting, expiresAt, link }: { to: string; waiting: string; expiresAt: Date; link: string }): OutgoingMail {
  return {
    kind: ADDRESS_PROOF_MAIL_KIND,
    to,
    subject: proofMailSubject,
    text: proofMailText({ waiting, expiresAt }),
    secrets: { [PROOF_LINK_SECRET]: link },
  };
}
