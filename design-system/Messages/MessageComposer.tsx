import { Button, Group, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '../GrowingTextarea/GrowingTextarea';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import { LOCALE_TAGS } from '@site/locales';
import { useFocusOnAppearAllowed } from '../a11y/focus-on-appear';
import { FileUpload } from '../FileUpload/FileUpload';
import { useLocale, useText } from '../i18n/Locale';
import { useTranslateMessage } from '../i18n/useTranslateMessage';
import { MESSAGES_TEXT } from './text';

export type MessageComposerProps = {
  /** Sends the message; resolves true once it is sent (the text and the file are cleared then), false when it was not. */
  onSend: (message: { body: string; file: File | null }) => Promise<boolean>;
  /** The text field's label ("Your message"). */
  label: string;
  /** The send button's words ("Send message"). */
  sendLabel: string;
  /** The server's refusals, shown on their fields. */
  errors?: { body?: string; file?: string };
  /** While the page is sending: the button shows it is busy. */
  busy?: boolean;
};

/**
 * A message on a request: its text (with how many characters of the 2,000 are used), an optional document,
 * and a send button. An empty or too long text is said on the field, and nothing is sent; the server's
 * refusals show on their fields too. Its words in the page's language (the contract's refusals kept in English
 * and said through the API's table, so they follow a switch of language).
 */
export function MessageComposer({ onSend, label, sendLabel, errors, busy = false }: MessageComposerProps) {
  const text = useText(MESSAGES_TEXT);
  const locale = useLocale();
  const say = useTranslateMessage();
  const count = (value: number) => value.toLocaleString(LOCALE_TAGS[locale]);
  const id = useId();
  const bodyId = `${id}-body`;
  const fileId = `${id}-file`;
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [bodyError, setBodyError] = useState<string>();
  const [rejection, setRejection] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // A refusal from the server takes the person to its field (not on a page of examples: see WithoutFocusOnAppear).
  const focusAllowed = useFocusOnAppearAllowed();
  const serverBodyError = errors?.body;
  const serverFileError = errors?.file;
  useEffect(() => {
    if (!focusAllowed) return;
    if (serverBodyError) bodyRef.current?.focus();
    else if (serverFileError) document.getElementById(fileId)?.focus();
  }, [focusAllowed, serverBodyError, serverFileError, fileId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sending) return;
    const text = body.trim();
    const problem = !text ? REQUEST_MESSAGE_WORDS.bodyRequired : text.length > MESSAGE_MAX_LENGTH ? REQUEST_MESSAGE_WORDS.bodyTooLong : undefined;
    setBodyError(problem);
    if (problem) {
      bodyRef.current?.focus();
      return;
    }
    // The refused file's message is on its field already; the message waits for a file that is accepted, or none.
    if (rejection) {
      document.getElementById(fileId)?.focus();
      return;
    }
    setSending(true);
    try {
      if (await onSend({ body: text, file })) {
        setBody('');
        setFile(null);
      }
    } finally {
      setSending(false);
    }
  };

  const over = body.length > MESSAGE_MAX_LENGTH;
  const shownBodyError = bodyError ?? serverBodyError;
  return (
    <form noValidate onSubmit={(event) => void send(event)} data-testid="message-composer">
      <Stack gap="md">
        <GrowingTextarea
          id={bodyId}
          ref={bodyRef}
          label={label}
          minRows={3}
          maxRows={14}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={shownBodyError && say(shownBodyError)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text component="span" size="xs" c={over ? 'red' : 'dimmed'} fw={over ? 700 : undefined} data-testid="message-length">
              {text('length', { count: count(body.length), max: count(MESSAGE_MAX_LENGTH) })}
            </Text>
          }
        />
        <FileUpload
          id={fileId}
          label={text('attach')}
          value={file}
          onChange={setFile}
          error={serverFileError}
          onRejectionChange={setRejection}
          disabled={busy || sending}
        />
        <Group>
          <Button type="submit" loading={busy || sending} leftSection={<IconSend size={18} aria-hidden />}>
            {sendLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
