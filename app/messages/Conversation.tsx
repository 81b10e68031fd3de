import { Alert, Loader, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { MessageAuthor, TMessageThread } from '@contracts/request-messages';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { MessageComposer } from '@design-system/Messages/MessageComposer';
import { MessageThread } from '@design-system/Messages/MessageThread';
import { MESSAGES_TEXT } from '@design-system/Messages/text';

/** A sent message's outcome: the thread after it, or what the server refused (at its fields, or in words). */
export type SendOutcome = { thread: TMessageThread } | { errors: { body?: string; file?: string }; message?: string };

/** How one side reads and writes a request's conversation (the person's account, or the back office). */
export type ConversationCalls = {
  load: () => Promise<TMessageThread>;
  send: (message: { body: string; file: File | null }) => Promise<SendOutcome>;
  markRead: (upTo: number) => Promise<void>;
};

export type ConversationProps = {
  calls: ConversationCalls;
  readerSide: MessageAuthor;
  /** Changes when the page hears of a new message on this request (its live events): the thread is read again. */
  refreshKey?: number;
  /** After the reader's side has read the thread (their unread count went to 0). */
  onRead?: () => void;
  words: { emptyText: string; composerLabel: string; sendLabel: string; failed: string };
};

const lastUnreadId = (thread: TMessageThread) => thread.messages.filter((message) => message.unread).at(-1)?.id;

/**
 * A request's conversation as one side sees it: the thread (new messages marked as they were when it was read)
 * and a composer. Reading it marks the other side's messages read; a new message heard of live is read again.
 */
export function Conversation({ calls, readerSide, refreshKey = 0, onRead, words }: ConversationProps) {
  const text = useText(MESSAGES_TEXT);
  // A refusal in words (the server's, or ours when it gave none) in the page's language.
  const say = useTranslateMessage();
  const [thread, setThread] = useState<TMessageThread>();
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<{ body?: string; file?: string }>();
  const [refusal, setRefusal] = useState<string>();

  const show = useCallback(
    async (next: TMessageThread) => {
      setThread(next);
      const upTo = lastUnreadId(next);
      if (upTo === undefined) return;
      await calls.markRead(upTo).catch(() => undefined);
      onRead?.();
    },
    [calls, onRead],
  );

  useEffect(() => {
    let current = true;
    calls.load().then(
      (loaded) => current && void show(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
    // Read again when the page hears of a new message (refreshKey), not on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const send = async (message: { body: string; file: File | null }) => {
    setErrors(undefined);
    setRefusal(undefined);
    try {
      const outcome = await calls.send(message);
      if ('thread' in outcome) {
        await show(outcome.thread);
        return true;
      }
      setErrors(outcome.errors);
      setRefusal(outcome.message);
    } catch {
      setRefusal(words.failed);
    }
    return false;
  };

  if (failed) return <Alert color="red">{words.failed}</Alert>;
  if (!thread) return <Loader size="sm" role="progressbar" aria-label={text('loading')} />;
  return (
    <Stack gap="md">
      <MessageThread messages={thread.messages} readerSide={readerSide} emptyText={words.emptyText} />
      {refusal && (
        <Alert color="red" role="alert">
          {say(refusal)}
        </Alert>
      )}
      <MessageComposer onSend={send} label={words.composerLabel} sendLabel={words.sendLabel} errors={errors} />
    </Stack>
  );
}
