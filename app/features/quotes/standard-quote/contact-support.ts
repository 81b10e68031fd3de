import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { notifySuccess, notifyWarning } from '../../../errors/notify';
import { STANDARD_QUOTE_CONTENT } from './content';

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
 * notification shows the address to write to instead.
 */
export async function contactSupport(env: ContactSupportEnvironment = browserEnvironment()): Promise<'called' | 'copied' | 'shown'> {
  const words = STANDARD_QUOTE_CONTENT.contactSupport;
  if (env.confirm(words.confirm)) {
    env.call(telHref(AGENCY.phone));
    return 'called';
  }
  try {
    await env.copy(AGENCY.supportEmail);
    env.notifyCopied({ title: words.copiedTitle, message: words.copiedMessage });
    return 'copied';
  } catch {
    env.notifyCopyFailed({ title: words.copyFailedTitle, message: words.copyFailedMessage });
    return 'shown';
  }
}
