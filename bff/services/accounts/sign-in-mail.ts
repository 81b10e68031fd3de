/**
 * The sign-in link's mail: our words only (nothing anyone typed), the link kept as a mail secret so the
 * outbox and the back office never show it.
 */
import { formatEasternDateTime } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import { mailSecret, type OutgoingMail } from '../mail';

const SIGN_IN_MAIL_KIND = 'sign-in-link';
const SIGN_IN_LINK_SECRET = 'sign-in-link';

const signInMailSubject = `Your sign-in link for ${AGENCY.name}`;

export function signInMail({ to, link, expiresAt }: { to: string; link: string; expiresAt: Date }): OutgoingMail {
  return {
    kind: SIGN_IN_MAIL_KIND,
    to,
    subject: signInMailSubject,
    text: [
      'Hello,',
      '',
      `Someone asked to sign in to ${AGENCY.name} with this e-mail address. If it was you, sign in here:`,
      mailSecret(SIGN_IN_LINK_SECRET),
      `The link works once, until ${formatEasternDateTime(expiresAt)}, on any device.`,
      '',
      'Signed in, you see every request you have made with this address and where each stands.',
      '',
      'If you did not ask for this, ignore this e-mail: nobody can sign in without the link.',
      '',
      `Questions? Call us at ${AGENCY.phone} or e-mail ${AGENCY.supportEmail}.`,
      '',
      AGENCY.name,
    ].join('\n'),
    secrets: { [SIGN_IN_LINK_SECRET]: link },
  };
}
