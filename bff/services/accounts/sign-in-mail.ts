/**
 * The sign-in link's mail, in the language the link was asked for in: our words only (nothing anyone typed),
 * the link kept as a mail secret so the outbox and the back office never show it.
 */
import { formatEasternDateTimeIn } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { mailSecret, type OutgoingMail } from '../mail';

const SIGN_IN_MAIL_KIND = 'sign-in-link';
const SIGN_IN_LINK_SECRET = 'sign-in-link';

const SIGN_IN_MAIL_TEXT = defineCatalogue(
  'sign-in-mail',
  {
    subject: 'Your sign-in link for {agency}',
    hello: 'Hello,',
    asked: 'Someone asked to sign in to {agency} with this e-mail address. If it was you, sign in here:',
    once: 'The link works once, until {expires}, on any device.',
    what: 'Signed in, you see every request you have made with this address and where each stands.',
    notYou: 'If you did not ask for this, ignore this e-mail: nobody can sign in without the link.',
    questions: 'Questions? Call us at {phone} or e-mail {email}.',
  },
  {
    subject: 'Su enlace para iniciar sesión en {agency}',
    hello: 'Hola:',
    asked: 'Alguien pidió iniciar sesión en {agency} con esta dirección de correo electrónico. Si fue usted, inicie sesión aquí:',
    once: 'El enlace funciona una sola vez, hasta el {expires}, en cualquier dispositivo.',
    what: 'Con la sesión iniciada, verá todas las solicitudes que ha hecho con esta dirección y en qué estado está cada una.',
    notYou: 'Si usted no lo pidió, ignore este correo: nadie puede iniciar sesión sin el enlace.',
    questions: '¿Preguntas? Llámenos al {phone} o escríbanos a {email}.',
  },
);

export function signInMail({ to, link, expiresAt, locale }: { to: string; link: string; expiresAt: Date; locale: Locale }): OutgoingMail {
  const text = textsIn(locale)(SIGN_IN_MAIL_TEXT);
  return {
    kind: SIGN_IN_MAIL_KIND,
    to,
    subject: text('subject', { agency: AGENCY.name }),
    text: [
      text('hello'),
      '',
      text('asked', { agency: AGENCY.name }),
      mailSecret(SIGN_IN_LINK_SECRET),
      text('once', { expires: formatEasternDateTimeIn(expiresAt, locale) }),
      '',
      text('what'),
      '',
      text('notYou'),
      '',
      text('questions', { phone: AGENCY.phone, email: AGENCY.supportEmail }),
      '',
      AGENCY.name,
    ].join('\n'),
    secrets: { [SIGN_IN_LINK_SECRET]: link },
  };
}
