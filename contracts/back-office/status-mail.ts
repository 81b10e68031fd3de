/**
 * The e-mail a person gets when staff move their request to another status: where it stands and where to see it
 * (/dashboard, for the requests it shows), in the language the request was made in. Pure, so the back office
 * shows the very words before the change is made, and the server sends them.
 */
import { AGENCY } from '@site/agency';
import { addressInLocale } from '@site/alternates';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { translateMessage } from '../i18n/api-messages';
import { type SubmissionStatus, submissionKindLabel, submissionStatusLabel } from './submission-kinds';

const STATUS_MAIL_KIND = 'status-update';

const STATUS_MAIL_TEXT = defineCatalogue(
  'status-mail',
  {
    subject: 'Your request {reference}: {status}',
    now: 'Your {kind} with reference {reference} is now: {status}.',
    see: 'You can see where it stands at {link} with your e-mail address.',
    questions: 'Questions? Reply to this e-mail or call us at {phone}.',
  },
  {
    subject: 'Su solicitud {reference}: {status}',
    now: 'Su solicitud {reference} ({kind}) ahora está: {status}.',
    see: 'Puede ver en qué estado está en {link} con su dirección de correo electrónico.',
    questions: '¿Preguntas? Responda a este correo o llámenos al {phone}.',
  },
);

export function statusMail(item: { referenceNumber: string; kind: string; email: string; locale: Locale }, status: SubmissionStatus, siteOrigin: string) {
  const texts = textsIn(item.locale);
  const text = texts(STATUS_MAIL_TEXT);
  const statusLabel = translateMessage(submissionStatusLabel(status), texts);
  const reference = item.referenceNumber;
  return {
    kind: STATUS_MAIL_KIND,
    to: item.email,
    referenceNumber: reference,
    subject: text('subject', { reference, status: statusLabel }),
    text: [
      text('now', { kind: translateMessage(submissionKindLabel(item.kind), texts).toLowerCase(), reference, status: statusLabel }),
      '',
      ...(item.kind === 'quote' ? [] : [text('see', { link: `${siteOrigin}${addressInLocale(routes.requestStatus(reference), item.locale)}` }), '']),
      text('questions', { phone: AGENCY.phone }),
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
