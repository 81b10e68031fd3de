import { CHAT_POPUP } from '../content/chat';

export type ChatPopupResult = 'opened' | 'blocked';

/** The window features: the spec's size, centred over the page's window. */
export function chatPopupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const { width, height } = CHAT_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

/**
 * Seed 000 §2.10: opens the chat service in a 450x650 popup window; 'blocked' when the browser refuses.
 * Not opened with `noopener`, since `window.open` then returns null even on success and a blocked popup
 * could not be told apart; instead the new window's `opener` is cleared at once, so the chat service's
 * page cannot reach ours. (Chromium then treats the window as a stranger: it reports it closed and does
 * not find it by name, so a second click opens a second window rather than reusing the first.)
 */
export function openChatPopup(url: string, win: Window = window): ChatPopupResult {
  let popup: Window | null;
  try {
    popup = win.open(url, CHAT_POPUP.windowName, chatPopupFeatures(win));
  } catch {
    popup = null;
  }
  if (!popup) return 'blocked';
  try {
    popup.opener = null;
  } catch {
    // A window of another origin already: nothing of ours to clear.
  }
  popup.focus?.();
  return 'opened';
}
