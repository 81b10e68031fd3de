/** The receipt e-mail: plain text and HTML, every value the person sent escaped in the HTML. */
import { AGENCY } from '@site/agency';
import type { TReceiptDetail } from '@contracts/receipts';
import type { OutgoingMail } from '../mail';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Line breaks a person typed are kept in the HTML too. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const INTRO = `Thank you for your submission to ${AGENCY.name}. Here is your receipt.`;
const KEEP_REFERENCE = 'Please keep this reference number: quote it whenever you contact us about this submission.';
const CONTACT = `Questions? Call us at ${AGENCY.phone} (phone ${AGENCY.hours.phone}) or e-mail ${AGENCY.supportEmail}. ${AGENCY.emailReplyPromise}`;
const NOT_YOU = 'You received this e-mail because this address was entered on our website to receive a receipt. If that was not you, you can ignore it.';

export function receiptMail({ to, referenceNumber, details }: { to: string; referenceNumber: string; details: TReceiptDetail[] }): OutgoingMail {
  const text = [
    AGENCY.name,
    '',
    INTRO,
    '',
    `Reference number: ${referenceNumber}`,
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
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Your receipt: ${referenceNumber}`)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#f5f7f6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700">${escapeHtml(AGENCY.name)}</p>
<p>${escapeHtml(INTRO)}</p>
<p style="font-size:18px">Reference number: <strong style="white-space:nowrap">${escapeHtml(referenceNumber)}</strong></p>
${rows ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table>` : ''}
<p>${escapeHtml(KEEP_REFERENCE)}</p>
<p>${escapeHtml(CONTACT)}</p>
<p style="color:#555;font-size:14px">${escapeHtml(NOT_YOU)}</p>
</div>
</body></html>`;

  return { kind: 'receipt', to, subject: `Your receipt from ${AGENCY.name}: ${referenceNumber}`, text, html };
}
