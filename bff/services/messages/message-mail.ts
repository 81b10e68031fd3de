/** The mail that tells a person the agency wrote on their request: our fixed words and a link, never the message. */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import type { OutgoingMail } from '../mail';

const MESSAGE_MAIL_KIND = 'request-message';

export function messageMail(request: { referenceNumber: string; email: string }, siteOrigin: string): OutgoingMail {
  return {
    kind: MESSAGE_MAIL_KIND,
    to: request.email,
    referenceNumber: request.referenceNumber,
    subject: REQUEST_MESSAGE_WORDS.mailSubject(request.referenceNumber),
    text: [
      'Hello,',
      '',
      `${REQUEST_MESSAGE_WORDS.mailSubject(request.referenceNumber)}.`,
      '',
      `To read it and answer, sign in to your account with this e-mail address: ${siteOrigin}${routes.account.requests()}`,
      '',
      `Questions? Call us at ${AGENCY.phone}.`,
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
