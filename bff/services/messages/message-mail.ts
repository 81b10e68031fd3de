/** The mail that tells a person the agency wrote on their request: our fixed words and a link, never the message; in the request's language. */
import { AGENCY } from '@site/agency';
import { addressInLocale } from '@site/alternates';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import type { OutgoingMail } from '../mail';

const MESSAGE_MAIL_KIND = 'request-message';

const MESSAGE_MAIL_TEXT = defineCatalogue(
  'message-mail',
  {
    hello: 'Hello,',
    subject: REQUEST_MESSAGE_WORDS.mailSubject('{reference}'),
    read: 'To read it and answer, sign in to your account with this e-mail address: {link}',
    questions: 'Questions? Call us at {phone}.',
  },
  {
    hello: 'Hola:',
    subject: 'Tiene un mensaje nuevo sobre su solicitud {reference}',
    read: 'Para leerlo y responder, inicie sesión en su cuenta con esta dirección de correo electrónico: {link}',
    questions: '¿Preguntas? Llámenos al {phone}.',
  },
);

export function messageMail(request: { referenceNumber: string; email: string; locale: Locale }, siteOrigin: string): OutgoingMail {
  const text = textsIn(request.locale)(MESSAGE_MAIL_TEXT);
  const subject = text('subject', { reference: request.referenceNumber });
  return {
    kind: MESSAGE_MAIL_KIND,
    to: request.email,
    referenceNumber: request.referenceNumber,
    subject,
    text: [
      text('hello'),
      '',
      `${subject}.`,
      '',
      text('read', { link: `${siteOrigin}${addressInLocale(routes.account.requests(), request.locale)}` }),
      '',
      text('questions', { phone: AGENCY.phone }),
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
