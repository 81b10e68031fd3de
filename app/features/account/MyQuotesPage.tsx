import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { TAccount, TAccountRequest } from '@contracts/account';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { QUOTE_STORE_MESSAGES, type TQuote } from '@contracts/quotes';
import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { api } from '../../api/client';
import { readAnswer } from '../../api/read-answer';
import { usePersonEvents } from '../../account/usePersonEvents';
import { AskForQuoteForm } from './AskForQuoteForm';
import { QuoteRequestCard } from './QuoteRequestCard';
import { SignedInFrame } from './SignedInFrame';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT } from '../../account/text';

/** Unread messages per request, from My requests' answer (the conversation is the request's, whatever its kind). */
const unreadOf = (requests: TAccountRequest[]) => Object.fromEntries(requests.map((request) => [request.referenceNumber, request.unreadMessages]));

function MyQuotes({ account }: { account: TAccount }) {
  const [quotes, setQuotes] = useState<TQuote[]>();
  const [unread, setUnread] = useState<Record<string, number>>({});
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [asking, setAsking] = useState(false);

  const load = useCallback(async () => {
    try {
      const [list, requests] = await Promise.all([
        readAnswer(() => api.quotes.listQuotes({ query: { customerId: String(account.id) }, quiet: true }), [200]),
        readAnswer(() => api.account.myRequests({ quiet: true }), [200]),
      ]);
      setQuotes(list.body.quotes);
      setUnread(unreadOf(requests.body.requests));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [account.id]);
  useEffect(() => void load(), [load]);
  const heard = usePersonEvents(account.id, () => void load(), { [LIVE_EVENT_TYPES.quoteOffersChanged]: () => void load() });

  if (failed) return <Alert color="red">{QUOTE_STORE_MESSAGES.fetchQuotesFailed}</Alert>;
  if (!quotes) return <Loader aria-label="Loading your quotes" />;
  return (
    <Stack gap="lg" data-testid="my-quotes">
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      {asking ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <AskForQuoteForm
            account={account}
            onAsked={(quote) => {
              setAsking(false);
              setQuotes((current) => [quote, ...(current ?? [])]);
              setNotice(CONTENT.quoteAsked(quote.id));
            }}
          />
        </Paper>
      ) : (
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAsking(true)}>
            {CONTENT.askForQuote}
          </Button>
        </Group>
      )}
      {quotes.length === 0 && <Text>{CONTENT.noQuotes}</Text>}
      {quotes.map((quote) => (
        <QuoteRequestCard
          key={quote.id}
          quote={quote}
          unreadMessages={unread[quote.id] ?? 0}
          refreshKey={heard[quote.id] ?? 0}
          onChanged={(next) => setQuotes((current) => current?.map((candidate) => (candidate.id === next.id ? next : candidate)))}
          onWithdrawn={(id) => {
            setQuotes((current) => current?.filter((candidate) => candidate.id !== id));
            setNotice(CONTENT.withdrawn);
          }}
          onRead={() => setUnread((current) => ({ ...current, [quote.id]: 0 }))}
        />
      ))}
    </Stack>
  );
}

/** /account/quotes: the signed-in person's quote requests and the agency's offers on them (seed 001's quote store). */
export function MyQuotesPage() {
  const accountText = useText(ACCOUNT_TEXT);
  return (
    <SignedInFrame title={accountText('myQuotes')} intro={CONTENT.myQuotesIntro}>
      {(account) => <MyQuotes account={account} />}
    </SignedInFrame>
  );
}
