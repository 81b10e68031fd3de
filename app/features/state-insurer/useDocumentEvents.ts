import { LIVE_EVENT_TYPES, ZDocumentSigned, type TDocumentSigned } from '@contracts/live-events';
import { browserSessionId, SESSION_HEADER } from '../../api/browser-session';
import { api } from '../../api/client';
import { useLiveTopic } from '../../api/useLiveTopic';

/**
 * Listens on the document's private topic (seed 001 §4, the "documents" channel) while `documentId` is set,
 * and calls `onSigned` when its DocumentSigned arrives (DocumentSealed is read too, so a resumed stream
 * starts after it).
 */
export function useDocumentEvents(documentId: string | null, onSigned: (event: TDocumentSigned) => void): void {
  useLiveTopic(
    documentId,
    async () => {
      const response = await api.documentSigning.subscribeToDocumentEvents({
        body: { documentId: documentId! },
        headers: { [SESSION_HEADER]: browserSessionId() },
        quiet: true,
      });
      return response.status === 200 ? response.body : null;
    },
    {
      [LIVE_EVENT_TYPES.documentSigned]: (data) => {
        const parsed = ZDocumentSigned.safeParse(data);
        if (parsed.success && parsed.data.documentId === documentId) onSigned(parsed.data);
      },
      [LIVE_EVENT_TYPES.documentSealed]: () => undefined,
    },
  );
}
