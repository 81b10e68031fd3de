import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { formatDateForDisplay } from '@contracts/dates';
import { formatCents, premiumText, type TOffer } from '@contracts/quote-offers';

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
  return (
    <Badge variant="filled" radius="sm" leftSection={<IconCheck size={14} aria-hidden />} styles={CHOSEN_STYLES} data-testid="offer-chosen">
      Chosen
    </Badge>
  );
}

export function ExpiredBadge() {
  return (
    <Badge variant="filled" radius="sm" styles={EXPIRED_STYLES} data-testid="offer-expired">
      Expired
    </Badge>
  );
}

export function CarrierQuoteLink({ offer }: { offer: TOffer }) {
  if (!offer.documentUrl) return null;
  return (
    <Anchor href={offer.documentUrl} underline="always" data-testid="offer-document">
      <IconFileTypePdf size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
      Carrier&apos;s quote (PDF)<VisuallyHidden>, {offer.carrierName}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * One offer on a quote request, as a card: the carrier, the premium, the term and deductible, the main
 * coverages with their limits, the agent's note, the date it is good until (or "Expired"), the carrier's own
 * quote to download, and what the reader can do with it. Phones see the offers so; wider screens compare them
 * side by side (OfferComparison).
 */
export function OfferCard({ offer, chosen = false, action }: OfferCardProps) {
  const titleId = useId();
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
            {premiumText(offer)}
          </Text>
          <Text>
            {offer.termMonths}-month term · {formatCents(offer.deductibleCents)} deductible
          </Text>
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
          {offer.expired ? <ExpiredBadge /> : <Text size="sm">Good until {formatDateForDisplay(offer.validUntil)}</Text>}
          <CarrierQuoteLink offer={offer} />
        </Group>
        {action && <Box>{action}</Box>}
      </Stack>
    </Card>
  );
}
