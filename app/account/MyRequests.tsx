import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { TAccount, TAccountRequest } from '@contracts/account';
import { RECEIPT_MESSAGES } from '@contracts/receipts';
import { RequestCard } from '@design-system/Account/RequestCard';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { api } from '../api/client';
import { readAnswer } from '../api/read-answer';
import { sendReceipt } from '../api/send-receipt';
import { RequestMessages } from './RequestMessages';
import { usePersonEvents } from './usePersonEvents';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT, MY_REQUESTS_TEXT } from './text';

function ReceiptButton({ request, email }: { request: TAccountRequest; email: string }) {
  const text = useText(MY_REQUESTS_TEXT);
  const say = useTranslateMessage();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  return (
    <Stack gap={4}>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        loading={state === 'sending'}
        onClick={() => {
          setState('sending');
          sendReceipt({ email, referenceNumber: request.referenceNumber }).then(
            () => setState('sent'),
            () => setState('failed'),
          );
        }}
      >
        {text('resendReceipt')}
      </Button>
      <Text size="sm" role="status" c={state === 'failed' ? 'red.8' : undefined}>
        {state === 'sent' ? text('receiptSent', { email }) : state === 'failed' ? say(RECEIPT_MESSAGES.failed) : ''}
      </Text>
    </Stack>
  );
}

/**
 * Every request of the signed-in person, newest first, each as a RequestCard with its conversation; a status
 * staff change or a new message arrives on the person's private topic and the list (and that conversation) is
 * read again, so the page shows it without a reload (in the page's language: the API names the statuses in
 * English, which the card says through the API's table).
 */
export function MyRequests({ account }: { account: TAccount }) {
  const accountText = useText(ACCOUNT_TEXT);
  const text = useText(MY_REQUESTS_TEXT);
  const [requests, setRequests] = useState<TAccountRequest[]>();
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      const answer = await readAnswer(() => api.account.myRequests({ quiet: true }), [200]);
      setRequests(answer.body.requests);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);
  const heard = usePersonEvents(account.id, () => void load());
  const markedRead = (referenceNumber: string) =>
    setRequests((current) => current?.map((request) => (request.referenceNumber === referenceNumber ? { ...request, unreadMessages: 0 } : request)));

  if (failed) return <Alert color="red">{accountText('failed')}</Alert>;
  if (!requests) return <Loader role="progressbar" aria-label={text('loading')} />;
  if (requests.length === 0) return <Text>{text('none')}</Text>;
  return (
    <Stack gap="lg" data-testid="my-requests">
      {requests.map((request) => (
        <RequestCard
          key={request.referenceNumber}
          request={request}
          kindLabel={request.kindLabel}
          footer={
            <RequestMessages
              referenceNumber={request.referenceNumber}
              unread={request.unreadMessages}
              refreshKey={heard[request.referenceNumber] ?? 0}
              onRead={() => markedRead(request.referenceNumber)}
            />
          }
          actions={
            (request.receipt || request.signedDocumentUrl) && (
              <>
                {request.receipt && <ReceiptButton request={request} email={account.email} />}
                {request.signedDocumentUrl && (
                  <Button component="a" href={request.signedDocumentUrl} download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
                    {text('downloadSigned')}
                  </Button>
                )}
              </>
            )
          }
        />
      ))}
    </Stack>
  );
}
