/**
 * The confirmation every submission sends to the address given on it, as its success screen promises (seed 002
 * §1 "a confirmation e-mail follows soon"): our fixed words, the form's title, the reference, what happens next
 * and where to follow it. Nothing the person typed goes out in it, so a form cannot be used to mail a stranger
 * someone's words; the per-address daily mail limit still counts it (bff/services/proved-addresses).
 */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';

const CONFIRMATION_MAIL_KIND = 'confirmation';

/** What happens next, when a form does not say (seed 002 §1). */
export const DEFAULT_CONFIRMATION_NEXT_STEP = 'An agent reviews your request within 1-2 business days and may contact you by e-mail or phone.';

type ConfirmationMail = { kind: typeof CONFIRMATION_MAIL_KIND; to: string; subject: string; text: string };

export function confirmationMail({
  title,
  nextStep = DEFAULT_CONFIRMATION_NEXT_STEP,
  to,
  referenceNumber,
  siteOrigin,
}: {
  /** The form's title: 'Mortgagee Change Request'. */
  title: string;
  nextStep?: string;
  to: string;
  referenceNumber: string;
  /** Where the status link points (PUBLIC_BASE_URL or the server's own address). */
  siteOrigin: string;
}): ConfirmationMail {
  return {
    kind: CONFIRMATION_MAIL_KIND,
    to,
    subject: `We received your request: ${title} (${referenceNumber})`,
    text: [
      `Thank you: we received your request (${title}).`,
      '',
      `Your reference number is ${referenceNumber}.`,
      '',
      `What happens next: ${nextStep}`,
      '',
      `See where it stands at any time: ${siteOrigin}${routes.requestStatus(referenceNumber)} (with this e-mail address).`,
      '',
      `If you did not send us this request, reply to this e-mail or call ${AGENCY.phone}.`,
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
