import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { formatEasternMinuteIn } from '@contracts/dates';
import type { MessageAuthor, TRequestMessage } from '@contracts/request-messages';
import { fileSizeIn } from '../FormShell/steps/file-size';
import { useLocale, useText } from '../i18n/Locale';
import { MESSAGES_TEXT } from './text';
import { UnreadBadge } from './UnreadBadge';

export type MessageThreadProps = {
  /** The conversation, oldest first. */
  messages: TRequestMessage[];
  /** Who is reading: their own messages sit at the end, tinted; the other side's at the start. */
  readerSide: MessageAuthor;
  /** What shows when nobody has written yet. */
  emptyText: string;
};

/** Text as typed: line breaks kept, a long word or address wrapped anywhere rather than sticking out. */
const TYPED_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Message({ message, yours }: { message: TRequestMessage; yours: boolean }) {
  const text = useText(MESSAGES_TEXT);
  const locale = useLocale();
  return (
    <Box
      component="li"
      display="flex"
      style={{ justifyContent: yours ? 'flex-end' : 'flex-start' }}
      data-testid="message"
      data-unread={String(message.unread)}
      data-author={message.author}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        maw="min(40rem, 92%)"
        miw={0}
        bg={yours ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
        style={{ flex: '0 1 auto' }}
      >
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap" align="baseline">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {message.authorName}
            </Text>
            <Text size="sm" c="dimmed" component="time" dateTime={message.sentAt}>
              {text('sentAt', { when: formatEasternMinuteIn(new Date(message.sentAt), locale) })}
            </Text>
            {message.unread && <UnreadBadge count={1} variant="new" />}
          </Group>
          <Text style={TYPED_TEXT}>{message.body}</Text>
          {message.document && (
            <Anchor href={message.document.url} underline="always" style={{ overflowWrap: 'anywhere' }} data-testid="message-document">
              <IconPaperclip size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
              {text('document', { name: message.document.name, size: fileSizeIn(message.document.sizeBytes, locale, text('bytes')) })}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

/**
 * The conversation on a request, oldest first: each message with who wrote it, when (Eastern time, in the page's language), "New" while
 * the reader has not read it, its text as typed and its document to download. The reader's own messages sit at
 * the end of the line, tinted; the other side's at the start.
 */
export function MessageThread({ messages, readerSide, emptyText }: MessageThreadProps) {
  const text = useText(MESSAGES_TEXT);
  if (messages.length === 0) {
    return (
      <Text c="dimmed" data-testid="message-thread-empty">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ol" aria-label={text('thread')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="message-thread">
      {messages.map((message) => (
        <Message key={message.id} message={message} yours={message.author === readerSide} />
      ))}
    </Stack>
  );
}
