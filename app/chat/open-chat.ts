import { textsIn, type Texts } from '@site/i18n/catalogue';
import { localeOfPath } from '@site/locales';
import { CHAT_BLOCKED_NOTICE, CHAT_SERVICE_URL, CONTACT_WIDGET_TEXT } from '../content/chat';
import { notifyError } from '../errors/notify';
import { openChatPopup, type ChatPopupResult } from './chat-popup';

type OpenChatOptions = {
  /**
   * The words to say it in: the page's (useTexts(), which the pseudo-locale reaches); without them, the
   * language of the page's address (/es/... is Spanish).
   */
  texts?: Texts;
  win?: Window;
};

/**
 * Opens the configured chat service in its popup window; when the browser blocks it, says so in the page's
 * language (seed 000 §8, seed 001 §8: 'Chat Unavailable: Please try calling or emailing us instead.' for 5 s).
 * Shared by the contact widget and the customer service page.
 */
export function openChat({ texts, win = window }: OpenChatOptions = {}): ChatPopupResult {
  const result = openChatPopup(CHAT_SERVICE_URL, win);
  if (result === 'blocked') {
    const text = (texts ?? textsIn(localeOfPath(win.location.pathname)))(CONTACT_WIDGET_TEXT);
    notifyError({ title: text('chatBlocked.title'), message: text('chatBlocked.message'), autoClose: CHAT_BLOCKED_NOTICE.autoClose });
  }
  return result;
}
