import { useCallback, useMemo, useState } from 'react';
import { apiContract } from '@contracts/index';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { api } from '../../../api/client';
import { readAnswer } from '../../../api/read-answer';
import { useLiveTopic } from '../../../api/useLiveTopic';
import { Conversation, type ConversationCalls } from '../../../messages/Conversation';
import { sendMessage } from '../../../messages/send-message';

const agencyCalls = (referenceNumber: string): ConversationCalls => ({
  load: async () => (await readAnswer(() => api.submissionMessages.thread({ params: { referenceNumber }, quiet: true }), [200])).body,
  send: (message) => sendMessage(apiContract.submissionMessages.send, referenceNumber, message),
  markRead: async (upTo) => {
    await api.submissionMessages.markRead({ params: { referenceNumber }, body: { upTo }, quiet: true });
  },
});

/**
 * The conversation with the person on a submission's page: read live (the submission's private topic), the
 * person's new messages marked until this page has shown them; the person is e-mailed when staff write.
 */
export function SubmissionMessages({ referenceNumber }: { referenceNumber: string }) {
  const calls = useMemo(() => agencyCalls(referenceNumber), [referenceNumber]);
  const [heard, setHeard] = useState(0);
  const subscribe = useCallback(async () => {
    const answer = await api.submissionMessages.subscribe({ params: { referenceNumber }, quiet: true });
    return answer.status === 201 ? answer.body : null;
  }, [referenceNumber]);
  useLiveTopic(referenceNumber, subscribe, { [LIVE_EVENT_TYPES.requestMessageAdded]: () => setHeard((count) => count + 1) });
  return (
    <Conversation
      calls={calls}
      readerSide="agency"
      refreshKey={heard}
      words={{
        emptyText: 'No messages yet. Write to the customer here; they are e-mailed that a message is waiting, never its text.',
        composerLabel: 'Message to the customer',
        sendLabel: 'Send to the customer',
        failed: 'The messages could not be loaded or sent. Please try again.',
      }}
    />
  );
}
