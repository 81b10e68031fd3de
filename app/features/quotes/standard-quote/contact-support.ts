import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { notifySuccess, notifyWarning } from '../../../errors/notify';
import type { StandardQuoteText } from './content';

export type ContactSupportEnvironment = {
  confirm: (question: string) => boolean;
  /** Opens a tel: link (the phone's dialler). */
  call: (href: string) => void;
  copy: (text: string) => Promise<void>;
  notifyCopied: (notice: { title: string; message: string }) => void;
  notifyCopyFailed: (notice: { title: string; message: string }) => void;
};

const browserEnvironment = (): ContactSupportEnvironment => ({
  confirm: (question) => window.confirm(question),
  call: (href) => window.location.assign(href),
  copy: async (text) => {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
  },
  notifyCopied: notifySuccess,
  notifyCopyFailed: notifyWarning,
});

/**
 * Seed 000 §2.5 contact-support action: asks whether to call the support number; if the visitor says no,
 * the support e-mail address is copied to the clipboard and an 'Email Copied' notification appears. Where
 * the browser refuses the clipboard (an old browser, a partner's frame without clipboard access), the
 * notification shows the address to write to instead. `text` says it all in the page's language.
 */
export async function contactSupport(text: StandardQuoteText, env: ContactSupportEnvironment = browserEnvironment()): Promise<'called' | 'copied' | 'shown'> {
  const email = AGENCY.supportEmail;
  if (env.confirm(text('contactSupport.confirm', { phone: AGENCY.phone }))) {
    env.call(telHref(AGENCY.phone));
    return 'called';
  }
  try {
    await env.copy(email);
    env.notifyCopied({ title: text('contactSupport.copiedTitle'), message: text('contactSupport.copiedMessage', { email }) });
    return 'copied';
  } catch {
    env.notifyCopyFailed({ title: text('contactSupport.copyFailedTitle'), message: text('contactSupport.copyFailedMessage', { email }) });
    return 'shown';
  }
}
