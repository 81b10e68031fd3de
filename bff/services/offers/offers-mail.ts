/** The mail that tells a person their quotes are ready: our fixed words and a link, never a price; in the request's language. */
import { AGENCY } from '@site/agency';
import { addressInLocale } from '@site/alternates';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { OFFER_WORDS } from '@contracts/quote-offers';
import type { OutgoingMail } from '../mail';

const OFFERS_MAIL_KIND = 'quote-offers';

const OFFERS_MAIL_TEXT = defineCatalogue(
  'offers-mail',
  {
    hello: 'Hello,',
    subject: OFFER_WORDS.mailSubject('{reference}'),
    ready: 'We have quotes for your request {reference}. Compare them side by side and choose the one you like:',
    signIn: 'Sign in with this e-mail address to see them. Each quote is good until the date it shows.',
    questions: 'Questions? Call us at {phone}.',
  },
  {
    hello: 'Hola:',
    subject: 'Sus cotizaciones están listas: solicitud {reference}',
    ready: 'Tenemos cotizaciones para su solicitud {reference}. Compárelas lado a lado y elija la que prefiera:',
    signIn: 'Inicie sesión con esta dirección de correo electrónico para verlas. Cada cotización es válida hasta la fecha que indica.',
    questions: '¿Preguntas? Llámenos al {phone}.',
  },
);

export function offersMail(request: { referenceNumber: string; email: string; locale: Locale }, siteOrigin: string): OutgoingMail {
  const text = textsIn(request.locale)(OFFERS_MAIL_TEXT);
  return {
    kind: OFFERS_MAIL_KIND,
    to: request.email,
    referenceNumber: request.referenceNumber,
    subject: text('subject', { reference: request.referenceNumber }),
    text: [
      text('hello'),
      '',
      text('ready', { reference: request.referenceNumber }),
      `${siteOrigin}${addressInLocale(routes.account.quotes(), request.locale)}`,
      '',
      text('signIn'),
      '',
      text('questions', { phone: AGENCY.phone }),
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
