/**
 * The one mail an address gets before its owner has proved it: our words only, in the language of what waits.
 * It names the kind of thing that waits (our words too, e.g. "a signed Proof of Residency document") and
 * carries the proof link as a mail secret; nothing the person who gave the address typed is in it.
 */
import { formatEasternDateTimeIn } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@site/locales';
import { mailSecret, type OutgoingMail } from '../mail';

const ADDRESS_PROOF_MAIL_KIND = 'address-proof';
const PROOF_LINK_SECRET = 'proof-link';

const PROOF_MAIL_TEXT = defineCatalogue(
  'address-proof-mail',
  {
    subject: 'Please confirm your e-mail address for {agency}',
    hello: 'Hello,',
    given: 'This e-mail address was given on the {agency} website, and {waiting} is waiting to be e-mailed to it.',
    confirm: 'We send nothing to an address until its owner confirms it. If this is your address and you expected this, confirm it here:',
    expires: 'The link works once, until {expiresAt}. Confirming sends what is waiting.',
    notExpected: 'If you did not expect this, ignore this e-mail: what is waiting is not sent, and you need not do anything.',
    questions: 'Questions? Call us at {phone} or e-mail {email}.',
  },
  {
    subject: 'Confirme su dirección de correo electrónico para {agency}',
    hello: 'Hola:',
    given: 'Esta dirección de correo electrónico se escribió en el sitio web de {agency}, y {waiting} está esperando para enviarse a ella.',
    confirm: 'No enviamos nada a una dirección hasta que su dueño la confirma. Si esta es su dirección y usted esperaba este correo, confírmela aquí:',
    expires: 'El enlace funciona una sola vez, hasta el {expiresAt}. Al confirmar, se envía lo que está esperando.',
    notExpected: 'Si no esperaba este correo, ignórelo: lo que está esperando no se envía y usted no tiene que hacer nada.',
    questions: '¿Preguntas? Llámenos al {phone} o escriba a {email}.',
  },
);

const subjectIn = (locale: Locale) => textsIn(locale)(PROOF_MAIL_TEXT)('subject', { agency: AGENCY.name });

export const proofMailSubject = subjectIn(DEFAULT_LOCALE);

type ProofMailWords = { waiting: string; expiresAt: Date; locale?: Locale };

/** The proof mail's text, the link's place kept for the outbox (`mailSecret`) unless `link` is given. */
export function proofMailText({
  waiting,
  expiresAt,
  link = mailSecret(PROOF_LINK_SECRET),
  locale = DEFAULT_LOCALE,
}: ProofMailWords & { link?: string }): string {
  const text = textsIn(locale)(PROOF_MAIL_TEXT);
  return [
    text('hello'),
    '',
    text('given', { agency: AGENCY.name, waiting }),
    '',
    text('confirm'),
    link,
    text('expires', { expiresAt: formatEasternDateTimeIn(expiresAt, locale) }),
    '',
    text('notExpected'),
    '',
    text('questions', { phone: AGENCY.phone, email: AGENCY.supportEmail }),
    '',
    AGENCY.name,
  ].join('\n');
}

export function proofMail({ to, waiting, expiresAt, link, locale = DEFAULT_LOCALE }: ProofMailWords & { to: string; link: string }): OutgoingMail {
  return {
    kind: ADDRESS_PROOF_MAIL_KIND,
    to,
    subject: subjectIn(locale),
    text: proofMailText({ waiting, expiresAt, locale }),
    secrets: { [PROOF_LINK_SECRET]: link },
  };
}
