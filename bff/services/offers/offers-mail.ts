/** The mail that tells a person their quotes are ready: our fixed words and a link, never a price. */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { OFFER_WORDS } from '@contracts/quote-offers';
import type { OutgoingMail } from '../mail';

const OFFERS_MAIL_KIND = 'quote-offers';

export function offersMail(request: { referenceNumber: string; email: string }, siteOrigin: string): OutgoingMail {
  return {
    kind: OFFERS_MAIL_KIND,
    to: request.email,
    referenceNumber: request.referenceNumber,
    subject: OFFER_WORDS.mailSubject(request.referenceNumber),
    text: [
      'Hello,',
      '',
      `We have quotes for your request ${request.referenceNumber}. Compare them side by side and choose the one you like:`,
      `${siteOrigin}${routes.account.quotes()}`,
      '',
      'Sign in with this e-mail address to see them. Each quote is good until the date it shows.',
      '',
      `Questions? Call us at ${AGENCY.phone}.`,
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
