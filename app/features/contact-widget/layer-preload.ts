import { CHAT_LOCAL_DATA_KEY, DEFAULT_CHAT_PREFERENCES } from './chat-local-data-key';

/** The panel's code is fetched this long before the welcome message is due. */
const LEAD_MS = 2_000;
/** ...and at the latest this long after the page opened. */
const LATEST_MS = 8_000;

/**
 * When to fetch the widget's panel code (ms after the page opened) so the welcome message appears on time:
 * its delay is the stored preference (read without the chat data's schema, which is not part of the first
 * download) or the default. The full, validated reading happens in the panel (chat-local-data.ts).
 */
export function layerPreloadDelay(storage: Pick<Storage, 'getItem'>): number {
  let delay: number = DEFAULT_CHAT_PREFERENCES.autoShowDelay;
  try {
    const stored = (JSON.parse(storage.getItem(CHAT_LOCAL_DATA_KEY) ?? 'null') as { preferences?: { autoShowDelay?: unknown } } | null)?.preferences
      ?.autoShowDelay;
    if (typeof stored === 'number' && Number.isFinite(stored) && stored >= 0) delay = stored;
  } catch {
    // Unreadable data: the panel resets it to the defaults.
  }
  return Math.min(LATEST_MS, Math.max(0, delay - LEAD_MS));
}
