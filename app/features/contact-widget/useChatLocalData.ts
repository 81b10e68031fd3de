import { useCallback, useSyncExternalStore } from 'react';
import { CHAT_LOCAL_DATA_KEY, parseChatLocalData, serializeChatLocalData, type TChatLocalData } from './chat-local-data';

type ChatLocalDataPatch = Partial<TChatLocalData>;

/**
 * The chat local data in localStorage, shared by every part of the widget and kept in step with other tabs.
 * When the browser refuses storage (private modes, disabled cookies), the data lives in memory for the visit.
 */
function createChatLocalDataStore(key: string) {
  const listeners = new Set<() => void>();
  let memoryValue: string | null = null;
  let cached: { raw: string | null; data: TChatLocalData } | null = null;

  const readRaw = (): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memoryValue;
    }
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  /** The same object while the stored text is unchanged, as useSyncExternalStore requires. */
  const getSnapshot = (): TChatLocalData => {
    const raw = readRaw();
    if (!cached || cached.raw !== raw) cached = { raw, data: parseChatLocalData(raw) };
    return cached.data;
  };

  return {
    getSnapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    update(patch: ChatLocalDataPatch) {
      const current = getSnapshot();
      const next = serializeChatLocalData({ ...current, ...patch });
      try {
        window.localStorage.setItem(key, next);
      } catch {
        memoryValue = next;
      }
      notify();
    },
  };
}

const chatLocalDataStore = createChatLocalDataStore(CHAT_LOCAL_DATA_KEY);

/** The chat local data of seed 000 §3, and a function that changes some of its fields and stores them. */
export function useChatLocalData(): [TChatLocalData, (patch: ChatLocalDataPatch) => void] {
  const data = useSyncExternalStore(chatLocalDataStore.subscribe, chatLocalDataStore.getSnapshot);
  const update = useCallback((patch: ChatLocalDataPatch) => chatLocalDataStore.update(patch), []);
  return [data, update];
}
