import { useEffect, useRef } from 'react';

/** After a stream ends (its token expired) or fails, the wait before asking for a new address. */
const RESUBSCRIBE_AFTER_MS = 2000;

export type LiveHandlers = Record<string, (data: unknown) => void>;

/**
 * Listens on a private topic of GET /api/events while `key` is set: `subscribe` asks the BFF for the
 * stream's address (a short-lived token for this browser's session), and each event of a type in `handlers`
 * is handed its parsed data. When the stream closes, a new address is asked for and the stream resumes after
 * the last event seen, so nothing is missed or seen twice.
 */
export function useLiveTopic(key: string | null, subscribe: () => Promise<{ url: string } | null>, handlers: LiveHandlers): void {
  const current = useRef({ subscribe, handlers });
  current.current = { subscribe, handlers };

  useEffect(() => {
    if (!key) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId = '';
    let stopped = false;

    const open = async () => {
      const address = await current.current.subscribe().catch(() => null);
      if (stopped) return;
      if (!address) {
        retry = setTimeout(() => void open(), RESUBSCRIBE_AFTER_MS * 2);
        return;
      }
      const url = new URL(address.url, window.location.origin);
      if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
      source = new EventSource(url);
      for (const type of Object.keys(current.current.handlers)) {
        source.addEventListener(type, (message) => {
          lastEventId = message.lastEventId || lastEventId;
          current.current.handlers[type]?.(JSON.parse(message.data));
        });
      }
      source.onerror = () => {
        // A dropped connection is retried by EventSource itself; a refused one (expired token) closes it.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(() => void open(), RESUBSCRIBE_AFTER_MS);
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [key]);
}
