import { useState } from 'react';
import { LIVE_EVENT_TYPES, type TRequestMessageAdded } from '@contracts/live-events';
import { api } from '../api/client';
import { useLiveTopic, type LiveHandlers } from '../api/useLiveTopic';

/**
 * The signed-in person's private topic of live events, for their account's pages: `reload` when anything of
 * theirs changes (a status, offers, a message), and per request how many new messages were heard of, so its open
 * conversation reads itself again.
 */
export function usePersonEvents(accountId: number, reload: () => void, also: LiveHandlers = {}): Record<string, number> {
  const [heard, setHeard] = useState<Record<string, number>>({});
  useLiveTopic(
    String(accountId),
    async () => {
      const answer = await api.account.subscribeToMyRequests({ quiet: true });
      return answer.status === 201 ? answer.body : null;
    },
    {
      [LIVE_EVENT_TYPES.requestStatusChanged]: reload,
      [LIVE_EVENT_TYPES.requestMessageAdded]: (data) => {
        const { referenceNumber } = data as TRequestMessageAdded;
        setHeard((counts) => ({ ...counts, [referenceNumber]: (counts[referenceNumber] ?? 0) + 1 }));
        reload();
      },
      ...also,
    },
  );
  return heard;
}
