import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TOffer, TOfferChoice } from '@contracts/quote-offers';
import { CarrierQuoteLink, ChosenBadge, ExpiredBadge, OfferCard, useOfferWords } from './OfferCard';

export type OfferComparisonProps = {
  /** The offers sent, in the order the agent sent them. */
  offers: TOffer[];
  /** The person's choice, if they made one: its offer is marked "Chosen". */
  choice?: TOfferChoice | null;
  /** What the reader can do with an offer (the page's "I'd like this one" button), or nothing. */
  renderAction: (offer: TOffer) => ReactNode;
};

/** Width of the label column and of each offer's column; below their sum the table scrolls sideways. */
const LABEL_COLUMN_PX = 170;
const OFFER_COLUMN_PX = 190;

const CHOSEN_TINT = 'var(--mantine-primary-color-light)';

/** Every coverage named by any offer, in the order they first appear. */
const coverageNames = (offers: TOffer[]) => [...new Set(offers.flatMap((offer) => offer.coverages.map((coverage) => coverage.name)))];

/** A cell with nothing in it: a dash to the eye, words to a screen reader. */
function Nothing({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </>
  );
}

const hasContent = (node: ReactNode) => node !== null && node !== undefined && node !== false && node !== '';

/**
 * The offers on a quote request compared. From the `sm` breakpoint up, a table with an offer per column: premium,
 * term, deductible, every coverage any offer names (Not included where one lacks it), note, date, the carrier's
 * quote and the reader's action. Below it, an OfferCard per offer, one under the other. Both are in the page;
 * CSS shows one.
 */
export function OfferComparison({ offers, choice, renderAction }: OfferComparisonProps) {
  const { text, premium, money, date } = useOfferWords();
  const chosenId = choice?.offerId;
  const actions = offers.map((offer) => renderAction(offer));
  const coverages = coverageNames(offers);
  const tint = (offer: TOffer) => (offer.id === chosenId ? { backgroundColor: CHOSEN_TINT } : undefined);

  const row = (label: ReactNode, cell: (offer: TOffer, index: number) => ReactNode, key: string) => (
    <Table.Tr key={key}>
      <Table.Th scope="row" fw={600}>
        {label}
      </Table.Th>
      {offers.map((offer, index) => (
        <Table.Td key={offer.id} style={{ ...tint(offer), overflowWrap: 'anywhere' }}>
          {cell(offer, index)}
        </Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <>
      <Table.ScrollContainer
        minWidth={LABEL_COLUMN_PX + OFFER_COLUMN_PX * offers.length}
        type="native"
        visibleFrom="sm"
        // Scrolls sideways on a narrow tablet: a keyboard can reach and scroll it.
        tabIndex={0}
        role="region"
        aria-label={text('sideBySide')}
      >
        <Table withTableBorder withColumnBorders verticalSpacing="sm" captionSide="top" data-testid="offer-comparison-table">
          <Table.Caption style={{ textAlign: 'start', color: 'var(--mantine-color-text)', fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' }}>
            {text('sideBySide')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={LABEL_COLUMN_PX}>
                {text('carrier')}
              </Table.Th>
              {offers.map((offer) => (
                <Table.Th key={offer.id} scope="col" style={tint(offer)} data-offer-id={offer.id}>
                  <Stack gap={4} align="flex-start">
                    <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                      {offer.carrierName}
                    </Text>
                    {(offer.id === chosenId || offer.expired) && (
                      <Group gap={4}>
                        {offer.id === chosenId && <ChosenBadge />}
                        {offer.expired && <ExpiredBadge />}
                      </Group>
                    )}
                  </Stack>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row(
              text('premium'),
              (offer) => (
                <Text fw={700}>{premium(offer)}</Text>
              ),
              'premium',
            )}
            {row(text('termRow'), (offer) => text('months', { months: offer.termMonths }), 'term')}
            {row(text('deductible'), (offer) => money(offer.deductibleCents), 'deductible')}
            {coverages.map((name) =>
              row(
                name,
                (offer) => offer.coverages.find((coverage) => coverage.name === name)?.limit ?? <Text c="dimmed">{text('notIncluded')}</Text>,
                `coverage-${name}`,
              ),
            )}
            {row(
              text('note'),
              (offer) => (offer.note ? <Text style={{ whiteSpace: 'pre-wrap' }}>{offer.note}</Text> : <Nothing words={text('noNote')} />),
              'note',
            )}
            {row(text('goodUntilRow'), (offer) => (offer.expired ? <ExpiredBadge /> : date(offer.validUntil)), 'valid-until')}
            {row(text('carrierQuoteRow'), (offer) => (offer.documentUrl ? <CarrierQuoteLink offer={offer} /> : <Nothing words={text('none')} />), 'document')}
            {actions.some(hasContent) && row(text('yourChoice'), (_offer, index) => <Box>{actions[index]}</Box>, 'action')}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="md" p={0} m={0} hiddenFrom="sm" aria-label={text('cards')} style={{ listStyle: 'none' }} data-testid="offer-cards">
        {offers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard offer={offer} chosen={offer.id === chosenId} action={actions[index]} />
          </li>
        ))}
      </Stack>
    </>
  );
}
