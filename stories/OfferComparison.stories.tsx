import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TOffer } from '@contracts/quote-offers';
import { OfferComparison } from '@design-system/Offers/OfferComparison';
import { PHONE_360 } from './fixtures/back-office';
import { SAMPLE_OFFERS as OFFERS } from './fixtures/offers';
import { usage } from './docs/usage';

const choose = fn();

/** The customer's page: an "I'd like this one" button on each offer that can still be chosen. */
const customerAction = (offer: TOffer): ReactNode =>
  offer.expired ? (
    <Text size="sm">Ask us for a new quote</Text>
  ) : (
    <Button onClick={() => choose(offer.id)} fullWidth>
      I’d like this one
    </Button>
  );

const meta = {
  title: 'Design system/Offers/OfferComparison',
  component: OfferComparison,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The offers on a quote request compared, in My quotes: from 768 px up, a table with an offer per column (premium, term, deductible, every coverage any offer names, note, good until, the carrier's quote, and the page's action); below it, an OfferCard per offer, one under the other. An offer the person chose is marked Chosen and tinted; an expired one says Expired.",
          whenNotToUse:
            'Not for one offer on its own: OfferCard. Not for the agent preparing offers in the back office (a form), though it may show the sent ones there without actions.',
          accessibility:
            'A table with a caption ("Your offers side by side"), column headers for the carriers and row headers for what is compared, so a screen reader says "Safeco, Deductible, $2,500". A coverage an offer lacks reads "Not included"; an empty cell reads its words, not a dash. On a narrow tablet the table scrolls sideways inside a focusable region. Both layouts are in the page, one hidden by CSS, so a screen reader meets only the one shown; their ids are unique.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { offers: OFFERS, choice: null, renderAction: customerAction },
} satisfies Meta<typeof OfferComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Your offers side by side' });
    for (const carrier of ['Travelers', 'Safeco', 'Progressive']) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(`^${carrier}`) })).toBeVisible();
    }
    await expect(within(table).getByRole('rowheader', { name: 'Loss of use' })).toBeVisible();
    await expect(within(table).getAllByText('Not included')).toHaveLength(3);
    await expect(within(table).getByRole('columnheader', { name: /^Progressive\s+Expired$/ })).toBeVisible();
    await expect(canvas.getByTestId('offer-cards')).not.toBeVisible();
    await userEvent.click(within(table).getAllByRole('button', { name: 'I’d like this one' })[1]!);
    await expect(choose).toHaveBeenLastCalledWith(12);
  },
};

/** After the choice: the chosen offer is marked and tinted, and no offer can be chosen again. */
export const Chosen: Story = {
  args: {
    choice: { offerId: 12, callbackWindow: 'morning', chosenAt: '2026-11-25T14:00:00.000Z' },
    renderAction: () => null,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByTestId('offer-comparison-table');
    await expect(within(table).getByRole('columnheader', { name: /^Safeco\s+Chosen$/ })).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: 'Your choice' })).toBeNull();
  },
};

/** A phone: an OfferCard per offer, the table hidden. */
export const OnAPhone: Story = {
  ...PHONE_360,
  // Also checked for sideways overflow at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByTestId('offer-cards')).getAllByTestId('offer-card');
    await expect(cards).toHaveLength(3);
    await expect(canvas.getByRole('article', { name: 'Safeco' })).toBeVisible();
    await expect(canvas.getByTestId('offer-comparison-table')).not.toBeVisible();
  },
};

/** The agent's view in the back office: the offers sent, without actions. */
export const InTheBackOffice: Story = {
  globals: { portalType: 'backOffice' },
  args: { offers: OFFERS.slice(0, 2), renderAction: () => null },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByTestId('offer-comparison-table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};
