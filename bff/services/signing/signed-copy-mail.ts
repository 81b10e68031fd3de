/**
 * The signer's copy of a sealed document: our words, the form's title, the reference, the status link and the
 * copy's download link (a mail secret), in the language the document was signed in. It waits for the address's
 * owner to prove it (bff/services/proved-addresses): the proof mail names it with `waiting`.
 */
import { formatEasternDateTimeIn } from '@contracts/dates';
import { translateMessage } from '@contracts/i18n/api-messages';
import { AGENCY } from '@site/agency';
import { addressInLocale } from '@site/alternates';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { routes } from '@site/paths';
import { mailSecret, type OutgoingMail } from '../mail';

export const SIGNED_DOCUMENT_MAIL_KIND = 'signed-document';

const SIGNED_COPY_TEXT = defineCatalogue(
  'signed-copy-mail',
  {
    subject: 'Your signed {title} document ({reference})',
    hello: 'Hello {firstName},',
    thanks: 'Thank you for signing your {title} document on {signedAt}. We will process your request shortly.',
    reference: 'Your reference number is {reference}. See where it stands at {link}',
    copy: 'Your signed copy (PDF): {link}',
    verify: 'Check that a copy is genuine at {link}.',
    waiting: 'a signed {title} document',
  },
  {
    subject: 'Su documento firmado: {title} ({reference})',
    hello: 'Hola, {firstName}:',
    thanks: 'Gracias por firmar su documento ({title}) el {signedAt}. Tramitaremos su solicitud en breve.',
    reference: 'Su número de referencia es {reference}. Vea en qué estado está en {link}',
    copy: 'Su copia firmada (PDF): {link}',
    verify: 'Compruebe que una copia es auténtica en {link}.',
    waiting: 'un documento firmado ({title})',
  },
);

type SignedCopy = {
  to: string;
  firstName: string;
  /** The form's title, in English (stateInsurerFormOf): said in the mail's language. */
  formTitle: string;
  reference: string;
  signedAt: Date;
  /** The site's own address (PUBLIC_BASE_URL). */
  siteOrigin: string;
  /** Where the copy is downloaded: kept out of the stored text (a mail secret). */
  downloadLink: string;
  locale: Locale;
};

/** The mail, and what waits for the address's proof, in the mail's language. */
export function signedCopyMail({ to, firstName, formTitle, reference, signedAt, siteOrigin, downloadLink, locale }: SignedCopy): {
  mail: OutgoingMail & { referenceNumber: string };
  waiting: string;
} {
  const texts = textsIn(locale);
  const say = texts(SIGNED_COPY_TEXT);
  const title = translateMessage(formTitle, texts);
  return {
    mail: {
      kind: SIGNED_DOCUMENT_MAIL_KIND,
      to,
      subject: say('subject', { title, reference }),
      text: [
        say('hello', { firstName }),
        '',
        say('thanks', { title, signedAt: formatEasternDateTimeIn(signedAt, locale) }),
        say('reference', { reference, link: `${siteOrigin}${addressInLocale(routes.requestStatus(reference), locale)}` }),
        '',
        say('copy', { link: mailSecret('download-link') }),
        say('verify', { link: `${siteOrigin}${addressInLocale(routes.verify(), locale)}` }),
        '',
        AGENCY.name,
      ].join('\n'),
      referenceNumber: reference,
      secrets: { 'download-link': downloadLink },
    },
    waiting: say('waiting', { title }),
  };
}
