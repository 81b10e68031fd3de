import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatEasternMinuteIn } from '@contracts/dates';
import { productNameIn } from '@contracts/products';
import type { TOffer } from '@contracts/quote-offers';
import { QUOTE_STORE_MESSAGES, type TQuote } from '@contracts/quotes';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { OfferComparison } from '@design-system/Offers/OfferComparison';
import { RequestMessages } from '../../account/RequestMessages';
import { MY_QUOTES_TEXT } from '../../account/text';
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

/** Mantine's green title is 3.8:1 on its own background: the text colour keeps AA contrast. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * One quote request on My quotes: where it stands, the agency's offers side by side, the choice, the
 * conversation. The product and the status are the API's English, said in the page's language (the product
 * by the products' catalogue, the status through the API's table); a withdrawal that failed is kept as the
 * contract's words and said so too.
 */
export function QuoteRequestCard({ quote, unreadMessages, refreshKey, onChanged, onWithdrawn, onRead }: QuoteRequestCardProps) {
  const [choosing, setChoosing] = useState<TOffer>();
  const [withdrawing, setWithdrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = useText(MY_QUOTES_TEXT);
  const texts = useTexts();
  const locale = useLocale();
  const say = useTranslateMessage();
  const chosen = quote.choice && quote.offers.find((offer) => offer.id === quote.choice?.offerId);
  const titleId = `quote-${quote.id}`;

  const withdraw = async () => {
    setFailed(false);
    try {
      await readAnswer(() => api.quotes.deleteQuote({ params: { id: quote.id }, quiet: true }), [204]);
      onWithdrawn(quote.id);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId} data-testid="quote-request">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={titleId}>
              {/* A product of the catalogue by its name there; one only a quote address names ('Recreational Insurance') through the API's table. */}
              {say(productNameIn(quote.productType, texts))}
            </Title>
            <Text c="dimmed" size="sm">
              {text('received', { reference: quote.id, when: formatEasternMinuteIn(new Date(quote.submittedAt), locale) })}
            </Text>
          </div>
          <Badge size="lg" variant="filled" color="dark">
            {say(quote.statusLabel)}
          </Badge>
        </Group>

        <section aria-label={text('offersTitle')}>
          <Title order={3} size="h4" mb="sm">
            {text('offersTitle')}
          </Title>
          {quote.offers.length === 0 ? (
            <Text>{text('noOffersYet')}</Text>
          ) : (
            <Stack gap="md">
              {chosen && (
                <Alert color="green" title={text('choiceSaved')} styles={READABLE_TITLE} data-testid="offer-choice-saved">
                  {text('chosenLine', { carrier: chosen.carrierName })}
                </Alert>
              )}
              <OfferComparison
                offers={quote.offers}
                choice={quote.choice}
                renderAction={(offer) =>
                  quote.choice || offer.expired ? null : (
                    <Button size="sm" onClick={() => setChoosing(offer)} aria-label={text('chooseOfferOf', { carrier: offer.carrierName })}>
                      {text('chooseOffer')}
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

        {failed && (
          <Alert color="red" role="alert">
            {say(QUOTE_STORE_MESSAGES.deleteFailed)}
          </Alert>
        )}
        {withdrawing ? (
          <Stack gap="xs">
            <Text>{text('withdrawConfirm')}</Text>
            <Group gap="sm">
              <Button color="red" variant="outline" onClick={() => void withdraw()}>
                {text('withdraw')}
              </Button>
              <Button variant="default" onClick={() => setWithdrawing(false)}>
                {text('cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setWithdrawing(true)}>
              {text('withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
