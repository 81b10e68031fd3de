/**
 * Seed 000 §3 "Chat local data": what the browser remembers about the visitor and the chat, kept in
 * localStorage under one key. Reading never fails: anything missing, of the wrong type or not JSON at all
 * falls back to its default, field by field.
 */
import { z } from 'zod';
import { CHAT_LOCAL_DATA_KEY, DEFAULT_CHAT_PREFERENCES } from './chat-local-data-key';

export { CHAT_LOCAL_DATA_KEY, DEFAULT_CHAT_PREFERENCES };

/** A day: longer delays are a mistake, and setTimeout misbehaves beyond 2^31 ms anyway. */
const MAX_AUTO_SHOW_DELAY_MS = 24 * 60 * 60 * 1000;

const ZChatPreferencesSchema = z.object({
  showWelcomeMessage: z.boolean().catch(DEFAULT_CHAT_PREFERENCES.showWelcomeMessage),
  autoShowDelay: z.number().int().min(0).max(MAX_AUTO_SHOW_DELAY_MS).catch(DEFAULT_CHAT_PREFERENCES.autoShowDelay),
  soundEnabled: z.boolean().catch(DEFAULT_CHAT_PREFERENCES.soundEnabled),
  notificationsEnabled: z.boolean().catch(DEFAULT_CHAT_PREFERENCES.notificationsEnabled),
});

/** What the visitor told the chat about themselves, for the chat service; nothing on the site writes it yet. */
const ZChatUserInfoSchema = z.object({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});

const ZChatLocalDataSchema = z.object({
  /** The visitor has opened the widget (or chatted): the welcome message no longer appears. */
  hasInteracted: z.boolean().catch(false),
  preferences: ZChatPreferencesSchema.catch({ ...DEFAULT_CHAT_PREFERENCES }),
  /** The visitor closed the welcome message: it does not appear again. */
  welcomeDismissed: z.boolean().catch(false),
  userInfo: ZChatUserInfoSchema.nullable().catch(null),
});

export type TChatPreferences = z.infer<typeof ZChatPreferencesSchema>;
export type TChatLocalData = z.infer<typeof ZChatLocalDataSchema>;

export const DEFAULT_CHAT_LOCAL_DATA: TChatLocalData = {
  hasInteracted: false,
  preferences: { ...DEFAULT_CHAT_PREFERENCES },
  welcomeDismissed: false,
  userInfo: null,
};

const defaults = (): TChatLocalData => ({ ...DEFAULT_CHAT_LOCAL_DATA, preferences: { ...DEFAULT_CHAT_PREFERENCES } });

/** The stored text as chat data: defaults for nothing stored, for text that is not JSON, or for a non-object. */
export function parseChatLocalData(raw: string | null): TChatLocalData {
  if (raw === null) return defaults();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return defaults();
  return ZChatLocalDataSchema.parse(value);
}

export const serializeChatLocalData = (data: TChatLocalData) => JSON.stringify(data);

/** Whether the welcome message may appear at all (its delay aside). */
export const isWelcomeMessageAllowed = (data: TChatLocalData) => data.preferences.showWelcomeMessage && !data.welcomeDismissed && !data.hasInteracted;
