import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferCard } from '@design-system/Offers/OfferCard';
import { usage } from './docs/usage';
import { SAMPLE_OFFERS } from './fixtures/offers';

const TRAVELERS = SAMPLE_OFFERS[0]!;

const meta = {
  title: 'Design system/Offers/OfferCard',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: OfferCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "One offer on a quote request: the carrier, the premium, the term and deductible, the main coverages with their limits, the agent's note, the date it is good until (or Expired), the carrier's own quote as a PDF, and what the reader can do with it (the page's \"I'd like this one\" button). OfferComparison shows one per offer on phones; the back office shows them to the agent who prepared them.",
          whenNotToUse:
            'Not for comparing offers on a wide screen: OfferComparison puts them side by side in a table. Not for a policy the person already has: PolicyCard.',
          accessibility:
            'An article named by its carrier (a level-3 heading). The coverages are a definition list, each coverage with its limit. "Chosen" and "Expired" are words on AA-contrast badges, not colour alone. The PDF link names its carrier for a screen reader ("Carrier\'s quote (PDF), Travelers"), so several cards\' links can be told apart.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    offer: TRAVELERS,
    chosen: false,
    action: (
      <Button onClick={fn()} fullWidth>
        I’d like this one
      </Button>
    ),
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsThePerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Travelers' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Travelers' })).toBeVisible();
    await expect(within(card).getByText('$1,240.50 a year')).toBeVisible();
    await expect(within(card).getByText('12-month term · $1,000 deductible')).toBeVisible();
    await expect(within(card).getByText('Personal property')).toBeVisible();
    await expect(within(card).getByText('$175,000')).toBeVisible();
    await expect(within(card).getByText('Good until 12/15/2026')).toBeVisible();
    await expect(within(card).getByRole('link', { name: /Carrier.s quote \(PDF\)/ })).toHaveAttribute('href', '/api/quotes/QR-3H8C2LPD/offers/11/document');
    await userEvent.click(within(card).getByRole('button', { name: 'I’d like this one' }));
  },
};

export const Chosen: Story = {
  args: { chosen: true, action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('offer-chosen')).toHaveTextContent('Chosen');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Past its date: "Expired" instead of the date, and nothing to choose. */
export const Expired: Story = {
  args: {
    offer: { ...TRAVELERS, id: 13, carrierName: 'Progressive', premiumCents: 139_900, validUntil: '2026-11-20', expired: true, documentUrl: null, note: '' },
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('offer-expired')).toHaveTextContent('Expired');
    await expect(canvas.queryByText(/Good until/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The agent's view in the back office: the same card, no action, a monthly premium. */
export const InTheBackOffice: Story = {
  globals: { portalType: 'backOffice' },
  args: {
    offer: { ...TRAVELERS, id: 12, carrierName: 'Safeco', premiumCents: 10_875, premiumPeriod: 'month', deductibleCents: 250_000, note: '', documentUrl: null },
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$108.75 a month')).toBeVisible();
  },
};
