import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { summaryLanguage } from '@contracts/forms/summary-language';
import type { TOffer } from '@contracts/quote-offers';
import { useLocale, useText, useTexts } from '../i18n/Locale';
import { moneyIn, OFFERS_TEXT, premiumIn } from './text';

export type OfferCardProps = {
  offer: TOffer;
  /** The offer the person chose: a "Chosen" badge. */
  chosen?: boolean;
  /** What the reader can do with it, at the bottom (the page's "I'd like this one" button). */
  action?: ReactNode;
};

/** Dark red on pale red, 6:1 (Mantine's light red badge is below AA). */
const EXPIRED_STYLES = { root: { color: '#a61b1b', backgroundColor: '#fde0e0', textTransform: 'none' as const } };
const CHOSEN_STYLES = { root: { textTransform: 'none' as const } };

/** "Chosen": the primary colour's filled shade keeps white text above AA in every portal palette. */
export function ChosenBadge() {
  const text = useText(OFFERS_TEXT);
  return (
    <Badge variant="filled" radius="sm" leftSection={<IconCheck size={14} aria-hidden />} styles={CHOSEN_STYLES} data-testid="offer-chosen">
      {text('chosen')}
    </Badge>
  );
}

export function ExpiredBadge() {
  const text = useText(OFFERS_TEXT);
  return (
    <Badge variant="filled" radius="sm" styles={EXPIRED_STYLES} data-testid="offer-expired">
      {text('expired')}
    </Badge>
  );
}

export function CarrierQuoteLink({ offer }: { offer: TOffer }) {
  const text = useText(OFFERS_TEXT);
  if (!offer.documentUrl) return null;
  return (
    <Anchor href={offer.documentUrl} underline="always" data-testid="offer-document">
      <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      {text('carrierQuote')}
      <VisuallyHidden>, {offer.carrierName}</VisuallyHidden>
    </Anchor>
  );
}

/** An offer's figures and date in the page's language: its premium, term and deductible, the date it is good until. */
export function useOfferWords() {
  const text = useText(OFFERS_TEXT);
  const locale = useLocale();
  const { date } = summaryLanguage(locale, useTexts());
  return {
    text,
    premium: (offer: TOffer) => premiumIn(offer, text, locale),
    money: (cents: number) => moneyIn(cents, locale),
    date,
  };
}

/**
 * One offer on a quote request, as a card: the carrier, the premium, the term and deductible, the main
 * coverages with their limits, the agent's note, the date it is good until (or "Expired"), the carrier's own
 * quote to download, and what the reader can do with it. Phones see the offers so; wider screens compare them
 * side by side (OfferComparison).
 */
export function OfferCard({ offer, chosen = false, action }: OfferCardProps) {
  const titleId = useId();
  const { text, premium, money, date } = useOfferWords();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="offer-card" data-offer-id={offer.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {offer.carrierName}
          </Title>
          {chosen && <ChosenBadge />}
        </Group>
        <div>
          <Text fz="xl" fw={700} data-testid="offer-premium">
            {premium(offer)}
          </Text>
          <Text>{text('term', { months: offer.termMonths, deductible: money(offer.deductibleCents) })}</Text>
        </div>
        {offer.coverages.length > 0 && (
          <Box component="dl" m={0}>
            {offer.coverages.map((coverage, index) => (
              <Group
                key={`${index}-${coverage.name}`}
                justify="space-between"
                gap={4}
                wrap="wrap"
                py={4}
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text component="dt" style={{ overflowWrap: 'anywhere' }}>
                  {coverage.name}
                </Text>
                <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {coverage.limit}
                </Text>
              </Group>
            ))}
          </Box>
        )}
        {offer.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="offer-note">
            {offer.note}
          </Text>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          {offer.expired ? <ExpiredBadge /> : <Text size="sm">{text('goodUntil', { date: date(offer.validUntil) })}</Text>}
          <CarrierQuoteLink offer={offer} />
        </Group>
        {action && <Box>{action}</Box>}
      </Stack>
    </Card>
  );
}
