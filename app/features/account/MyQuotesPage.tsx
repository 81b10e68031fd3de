import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { TAccount, TAccountRequest } from '@contracts/account';
import { LIVE_EVENT_TYPES } from '@contracts/live-events';
import { QUOTE_STORE_MESSAGES, type TQuote } from '@contracts/quotes';
import { api } from '../../api/client';
import { readAnswer } from '../../api/read-answer';
import { usePersonEvents } from '../../account/usePersonEvents';
import { AskForQuoteForm } from './AskForQuoteForm';
import { QuoteRequestCard } from './QuoteRequestCard';
import { SignedInFrame } from './SignedInFrame';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { ACCOUNT_TEXT, MY_QUOTES_TEXT } from '../../account/text';

/** Unread messages per request, from My requests' answer (the conversation is the request's, whatever its kind). */
const unreadOf = (requests: TAccountRequest[]) => Object.fromEntries(requests.map((request) => [request.referenceNumber, request.unreadMessages]));

/** What the page last told the person: kept as what happened, said in the page's language when shown. */
type Notice = { asked: string } | 'withdrawn';

function MyQuotes({ account }: { account: TAccount }) {
  const text = useText(MY_QUOTES_TEXT);
  const say = useTranslateMessage();
  const [quotes, setQuotes] = useState<TQuote[]>();
  const [unread, setUnread] = useState<Record<string, number>>({});
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<Notice>();
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

  if (failed) return <Alert color="red">{say(QUOTE_STORE_MESSAGES.fetchQuotesFailed)}</Alert>;
  if (!quotes) return <Loader role="progressbar" aria-label={text('loading')} />;
  return (
    <Stack gap="lg" data-testid="my-quotes">
      {notice && (
        <Alert color="green" role="status">
          {notice === 'withdrawn' ? text('withdrawn') : text('quoteAsked', { reference: notice.asked })}
        </Alert>
      )}
      {asking ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <AskForQuoteForm
            account={account}
            onAsked={(quote) => {
              setAsking(false);
              setQuotes((current) => [quote, ...(current ?? [])]);
              setNotice({ asked: quote.id });
            }}
          />
        </Paper>
      ) : (
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAsking(true)}>
            {text('askForQuote')}
          </Button>
        </Group>
      )}
      {quotes.length === 0 && <Text>{text('none')}</Text>}
      {quotes.map((quote) => (
        <QuoteRequestCard
          key={quote.id}
          quote={quote}
          unreadMessages={unread[quote.id] ?? 0}
          refreshKey={heard[quote.id] ?? 0}
          onChanged={(next) => setQuotes((current) => current?.map((candidate) => (candidate.id === next.id ? next : candidate)))}
          onWithdrawn={(id) => {
            setQuotes((current) => current?.filter((candidate) => candidate.id !== id));
            setNotice('withdrawn');
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
  const text = useText(MY_QUOTES_TEXT);
  return (
    <SignedInFrame title={accountText('myQuotes')} intro={text('intro')}>
      {(account) => <MyQuotes account={account} />}
    </SignedInFrame>
  );
}
