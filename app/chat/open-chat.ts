import { CHAT_BLOCKED_NOTICE, CHAT_SERVICE_URL } from '../content/chat';
import { notifyError } from '../errors/notify';
import { openChatPopup, type ChatPopupResult } from './chat-popup';

/**
 * Opens the configured chat service in its popup window; when the browser blocks it, says so
 * (seed 000 §8, seed 001 §8: 'Chat Unavailable: Please try calling or emailing us instead.' for 5 s).
 * Shared by the contact widget and the customer service page.
 */
export function openChat(win: Window = window): ChatPopupResult {
  const result = openChatPopup(CHAT_SERVICE_URL, win);
  if (result === 'blocked') notifyError({ ...CHAT_BLOCKED_NOTICE });
  return result;
}
