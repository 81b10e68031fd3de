import { Button, Group, Stack, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { apiContract } from '@contracts/index';
import { UnreadBadge } from '@design-system/Messages/UnreadBadge';
import { api } from '../api/client';
import { readAnswer } from '../api/read-answer';
import { Conversation, type ConversationCalls } from '../messages/Conversation';
import { sendMessage } from '../messages/send-message';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT, REQUEST_MESSAGES_TEXT } from './text';

/** The person's side of a request's conversation. */
const personConversationCalls = (referenceNumber: string): ConversationCalls => ({
  load: async () => (await readAnswer(() => api.requestMessages.thread({ params: { referenceNumber }, quiet: true }), [200])).body,
  send: (message) => sendMessage(apiContract.requestMessages.send, referenceNumber, message),
  markRead: async (upTo) => {
    await api.requestMessages.markRead({ params: { referenceNumber }, body: { upTo }, quiet: true });
  },
});

export type RequestMessagesProps = {
  referenceNumber: string;
  unread: number;
  /** Bumped when the person's live events tell of a new message on this request. */
  refreshKey: number;
  onRead: () => void;
};

/**
 * A request's conversation on the person's account: a button with the unread count that opens the thread and
 * the composer beneath the request (read when opened, so new messages are marked read only when seen).
 */
export function RequestMessages({ referenceNumber, unread, refreshKey, onRead }: RequestMessagesProps) {
  const accountText = useText(ACCOUNT_TEXT);
  const text = useText(REQUEST_MESSAGES_TEXT);
  const [open, setOpen] = useState(false);
  const calls = useMemo(() => personConversationCalls(referenceNumber), [referenceNumber]);
  const panelId = `messages-${referenceNumber}`;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconMessages size={18} aria-hidden />}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={panelId}
          rightSection={<UnreadBadge count={unread} />}
        >
          {open ? text('hide') : text('show')}
        </Button>
      </Group>
      <div id={panelId}>
        {open && (
          <section aria-label={text('title', { reference: referenceNumber })}>
            <Title order={3} size="h5" mb="sm">
              {text('heading')}
            </Title>
            <Conversation
              calls={calls}
              readerSide="person"
              refreshKey={refreshKey}
              onRead={onRead}
              words={{ emptyText: text('none'), composerLabel: text('label'), sendLabel: text('send'), failed: accountText('failed') }}
            />
          </section>
        )}
      </div>
    </Stack>
  );
}
