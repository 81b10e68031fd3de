/** Seed 000 §3 "Chat local data": the localStorage key and the preferences' defaults (no schema here: see chat-local-data.ts). */
export const CHAT_LOCAL_DATA_KEY = 'keystone.chat';

export const DEFAULT_CHAT_PREFERENCES = {
  showWelcomeMessage: true,
  /** Seed 000 §9: the welcome message appears this long after the page opens. */
  autoShowDelay: 15_000,
  soundEnabled: true,
  notificationsEnabled: true,
} as const;
