/** What each kind of mail is, as the back office names it (the outbox keeps the kind as a code). */
const MAIL_KIND_LABELS: Record<string, string> = {
  confirmation: 'Confirmation to the person',
  receipt: 'Receipt',
  'status-update': 'Status update to the person',
  'address-proof': 'Request to confirm an e-mail address',
  'sign-in-link': 'Sign-in link to a customer',
  'finish-later': 'Link to finish a form later',
  'signed-document': 'Signed copy to the signer',
  'request-message': 'New message notice to the person',
  'quote-offers': 'Offers ready notice to the person',
  'staff-setup': 'Staff set-up link',
  'staff-password-changed': 'Staff password changed',
};

/** A mail kind's label; a form's notice (`*-notice`) is the agency's; an unknown kind reads as words. */
export function mailKindLabel(kind: string): string {
  if (MAIL_KIND_LABELS[kind]) return MAIL_KIND_LABELS[kind];
  if (kind.endsWith('-notice')) return 'Notice to the agency';
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
