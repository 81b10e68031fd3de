/** The receipt e-mail: plain text and HTML, every value the person sent escaped in the HTML; in the language the request was made in. */
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { defineCatalogue, textsIn } from '@site/i18n/catalogue';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@site/locales';
import type { TReceiptDetail } from '@contracts/receipts';
import type { OutgoingMail } from '../mail';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Line breaks a person typed are kept in the HTML too. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const RECEIPT_MAIL_TEXT = defineCatalogue(
  'receipt-mail',
  {
    subject: 'Your receipt from {agency}: {reference}',
    title: 'Your receipt: {reference}',
    intro: 'Thank you for your submission to {agency}. Here is your receipt.',
    reference: 'Reference number: {reference}',
    referenceLabel: 'Reference number:',
    keepReference: 'Please keep this reference number: quote it whenever you contact us about this submission.',
    contact: `Questions? Call us at {phone} (phone {hours}) or e-mail {email}. ${AGENCY.emailReplyPromise}`,
    notYou: 'You received this e-mail because this address was entered on our website to receive a receipt. If that was not you, you can ignore it.',
    /** What waits for the address's owner to confirm it (the proof mail names it). */
    waiting: 'a receipt of a request made on our website',
  },
  {
    subject: 'Su comprobante de {agency}: {reference}',
    title: 'Su comprobante: {reference}',
    intro: 'Gracias por su envío a {agency}. Este es su comprobante.',
    reference: 'Número de referencia: {reference}',
    referenceLabel: 'Número de referencia:',
    keepReference: 'Guarde este número de referencia: menciónelo siempre que se comunique con nosotros sobre este envío.',
    contact: '¿Preguntas? Llámenos al {phone} (teléfono: {hours}) o escriba a {email}. Respondemos en un plazo de 24 horas.',
    notYou: 'Recibió este correo porque esta dirección se escribió en nuestro sitio web para recibir un comprobante. Si no fue usted, puede ignorarlo.',
    waiting: 'un comprobante de una solicitud hecha en nuestro sitio web',
  },
);

/** What a receipt waits as, for an address not yet confirmed, in the receipt's language. */
export const receiptWaiting = (locale: Locale = DEFAULT_LOCALE) => textsIn(locale)(RECEIPT_MAIL_TEXT)('waiting');

export function receiptMail({
  to,
  referenceNumber,
  details,
  locale = DEFAULT_LOCALE,
}: {
  to: string;
  referenceNumber: string;
  details: TReceiptDetail[];
  /** The language the request was made in (its details are already written in it). */
  locale?: Locale;
}): OutgoingMail {
  const say = textsIn(locale)(RECEIPT_MAIL_TEXT);
  const INTRO = say('intro', { agency: AGENCY.name });
  const KEEP_REFERENCE = say('keepReference');
  const CONTACT = say('contact', { phone: AGENCY.phone, hours: AGENCY_HOURS[locale].phone, email: AGENCY.supportEmail });
  const NOT_YOU = say('notYou');
  const text = [
    AGENCY.name,
    '',
    INTRO,
    '',
    say('reference', { reference: referenceNumber }),
    ...(details.length ? ['', ...details.map(({ label, value }) => `${label}: ${value}`)] : []),
    '',
    KEEP_REFERENCE,
    '',
    CONTACT,
    '',
    NOT_YOU,
  ].join('\n');

  const rows = details
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#555;font-weight:600">${htmlText(label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top">${htmlText(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><title>${escapeHtml(say('title', { reference: referenceNumber }))}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f5f7f6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700">${escapeHtml(AGENCY.name)}</p>
<p>${escapeHtml(INTRO)}</p>
<p style="font-size:18px">${escapeHtml(say('referenceLabel'))} <strong style="white-space:nowrap">${escapeHtml(referenceNumber)}</strong></p>
${rows ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table>` : ''}
<p>${escapeHtml(KEEP_REFERENCE)}</p>
<p>${escapeHtml(CONTACT)}</p>
<p style="color:#555;font-size:14px">${escapeHtml(NOT_YOU)}</p>
</div>
</body></html>`;

  return { kind: 'receipt', to, subject: say('subject', { agency: AGENCY.name, reference: referenceNumber }), text, html };
}
