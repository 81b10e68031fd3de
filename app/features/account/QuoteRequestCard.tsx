import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatEasternMinute } from '@contracts/dates';
import type { TOffer } from '@contracts/quote-offers';
import { QUOTE_STORE_MESSAGES, type TQuote } from '@contracts/quotes';
import { OfferComparison } from '@design-system/Offers/OfferComparison';
import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { RequestMessages } from '../../account/RequestMessages';
import { api } from '../../api/client';
import { readAnswer } from '../../api/read-answer';
import { QuoteChoiceForm } from './QuoteChoiceForm';

export type QuoteRequestCardProps = {
  quote: TQuote;
  unreadMessages: number;
  refreshKey: number;
  onChanged: (quote: TQuote) => void;
  onWithdrawn: (id: string) => void;
  onRead: () => void;
};

/** One quote request on My quotes: where it stands, the agency's offers side by side, the choice, the conversation. */
/** Mantine's green title is 3.8:1 on its own background: the text colour keeps AA contrast. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

export function QuoteRequestCard({ quote, unreadMessages, refreshKey, onChanged, onWithdrawn, onRead }: QuoteRequestCardProps) {
  const [choosing, setChoosing] = useState<TOffer>();
  const [withdrawing, setWithdrawing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const chosen = quote.choice && quote.offers.find((offer) => offer.id === quote.choice?.offerId);
  const titleId = `quote-${quote.id}`;

  const withdraw = async () => {
    setFailure(undefined);
    try {
      await readAnswer(() => api.quotes.deleteQuote({ params: { id: quote.id }, quiet: true }), [204]);
      onWithdrawn(quote.id);
    } catch {
      setFailure(QUOTE_STORE_MESSAGES.deleteFailed);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId} data-testid="quote-request">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {quote.productType}
            </Title>
            <Text c="dimmed" size="sm">
              {quote.id} · Received {formatEasternMinute(new Date(quote.submittedAt))}
            </Text>
          </div>
          <Badge size="lg" variant="filled" color="dark">
            {quote.statusLabel}
          </Badge>
        </Group>

        <section aria-label={CONTENT.offersTitle}>
          <Title order={3} size="h4" mb="sm">
            {CONTENT.offersTitle}
          </Title>
          {quote.offers.length === 0 ? (
            <Text>{CONTENT.noOffersYet}</Text>
          ) : (
            <Stack gap="md">
              {chosen && (
                <Alert color="green" title={CONTENT.choiceSaved} styles={READABLE_TITLE} data-testid="offer-choice-saved">
                  {CONTENT.chosenLine(chosen.carrierName)}
                </Alert>
              )}
              <OfferComparison
                offers={quote.offers}
                choice={quote.choice}
                renderAction={(offer) =>
                  quote.choice || offer.expired ? null : (
                    <Button size="sm" onClick={() => setChoosing(offer)} aria-label={`${CONTENT.chooseOffer}: ${offer.carrierName}`}>
                      {CONTENT.chooseOffer}
                    </Button>
                  )
                }
              />
              {choosing && !quote.choice && (
                <QuoteChoiceForm
                  quote={quote}
                  offer={choosing}
                  onCancel={() => setChoosing(undefined)}
                  onChosen={(next) => {
                    setChoosing(undefined);
                    onChanged(next);
                  }}
                />
              )}
            </Stack>
          )}
        </section>

        <RequestMessages referenceNumber={quote.id} unread={unreadMessages} refreshKey={refreshKey} onRead={onRead} />

        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {withdrawing ? (
          <Stack gap="xs">
            <Text>{CONTENT.withdrawConfirm}</Text>
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={() => void withdraw()}>
                {CONTENT.withdraw}
              </Button>
              <Button variant="default" onClick={() => setWithdrawing(false)}>
                {CONTENT.cancel}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setWithdrawing(true)}>
              {CONTENT.withdraw}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
