/**
 * The confirmation every submission sends to the address given on it, as its success screen promises (seed 002
 * §1 "a confirmation e-mail follows soon"): our fixed words, the form's title, the reference, what happens next
 * and where to follow it. Nothing the person typed goes out in it, so a form cannot be used to mail a stranger
 * someone's words; the per-address daily mail limit still counts it (bff/services/proved-addresses).
 */
import { AGENCY } from '@site/agency';
import { addressInLocale } from '@site/alternates';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { translateMessage } from '../i18n/api-messages';

const CONFIRMATION_MAIL_KIND = 'confirmation';

/** What happens next, when a form does not say (seed 002 §1). */
export const DEFAULT_CONFIRMATION_NEXT_STEP = 'An agent reviews your request within 1-2 business days and may contact you by e-mail or phone.';

type ConfirmationMail = { kind: typeof CONFIRMATION_MAIL_KIND; to: string; subject: string; text: string };

const CONFIRMATION_TEXT = defineCatalogue(
  'confirmation-mail',
  {
    subject: 'We received your request: {title} ({reference})',
    thanks: 'Thank you: we received your request ({title}).',
    reference: 'Your reference number is {reference}.',
    nextStep: 'What happens next: {nextStep}',
    status: 'See where it stands at any time: {link} (with this e-mail address).',
    notYou: 'If you did not send us this request, reply to this e-mail or call {phone}.',
  },
  {
    subject: 'Recibimos su solicitud: {title} ({reference})',
    thanks: 'Gracias: recibimos su solicitud ({title}).',
    reference: 'Su número de referencia es {reference}.',
    nextStep: 'Qué sigue: {nextStep}',
    status: 'Vea en qué estado está en cualquier momento: {link} (con esta dirección de correo electrónico).',
    notYou: 'Si usted no nos envió esta solicitud, responda a este correo o llame al {phone}.',
  },
);

export function confirmationMail({
  title,
  nextStep = DEFAULT_CONFIRMATION_NEXT_STEP,
  to,
  referenceNumber,
  siteOrigin,
  locale,
}: {
  /** The form's title: 'Mortgagee Change Request'. */
  title: string;
  nextStep?: string;
  to: string;
  referenceNumber: string;
  /** Where the status link points (PUBLIC_BASE_URL or the server's own address). */
  siteOrigin: string;
  /** The language the request was made in. */
  locale: Locale;
}): ConfirmationMail {
  const texts = textsIn(locale);
  const text = texts(CONFIRMATION_TEXT);
  const formTitle = translateMessage(title, texts);
  return {
    kind: CONFIRMATION_MAIL_KIND,
    to,
    subject: text('subject', { title: formTitle, reference: referenceNumber }),
    text: [
      text('thanks', { title: formTitle }),
      '',
      text('reference', { reference: referenceNumber }),
      '',
      text('nextStep', { nextStep: translateMessage(nextStep, texts) }),
      '',
      text('status', { link: `${siteOrigin}${addressInLocale(routes.requestStatus(referenceNumber), locale)}` }),
      '',
      text('notYou', { phone: AGENCY.phone }),
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
