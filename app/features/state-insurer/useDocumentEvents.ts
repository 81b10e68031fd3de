import { useEffect, useRef } from 'react';
import { LIVE_EVENT_TYPES, ZDocumentSigned, type TDocumentSigned } from '@contracts/live-events';
import { browserSessionId, SESSION_HEADER } from '../../api/browser-session';
import { api } from '../../api/client';

/** After a stream ends (its token expired) or fails, the wait before asking for a new address. */
const RESUBSCRIBE_AFTER_MS = 2000;

/**
 * Listens on the document's private topic (seed 001 §4, the "documents" channel) while `documentId` is set,
 * and calls `onSigned` when its DocumentSigned arrives. The address comes from the BFF with a short-lived
 * token for this browser session; when the stream closes, a new address is asked for and the stream resumes
 * after the last event seen, so nothing is missed or seen twice.
 */
export function useDocumentEvents(documentId: string | null, onSigned: (event: TDocumentSigned) => void): void {
  const callback = useRef(onSigned);
  callback.current = onSigned;

  useEffect(() => {
    if (!documentId) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId = '';
    let stopped = false;

    const subscribe = async () => {
      const response = await api.documentSigning
        .subscribeToDocumentEvents({ body: { documentId }, headers: { [SESSION_HEADER]: browserSessionId() }, quiet: true })
        .catch(() => null);
      if (stopped) return;
      if (response?.status !== 200) {
        retry = setTimeout(() => void subscribe(), RESUBSCRIBE_AFTER_MS * 2);
        return;
      }
      const url = new URL(response.body.url, window.location.origin);
      if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
      source = new EventSource(url);
      source.addEventListener(LIVE_EVENT_TYPES.documentSigned, (message) => {
        lastEventId = message.lastEventId || lastEventId;
        const parsed = ZDocumentSigned.safeParse(JSON.parse(message.data));
        if (parsed.success && parsed.data.documentId === documentId) callback.current(parsed.data);
      });
      source.addEventListener(LIVE_EVENT_TYPES.documentSealed, (message) => {
        lastEventId = message.lastEventId || lastEventId;
      });
      source.onerror = () => {
        // A dropped connection is retried by EventSource itself; a refused one (expired token) closes it.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(() => void subscribe(), RESUBSCRIBE_AFTER_MS);
      };
    };
    void subscribe();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [documentId]);
}
