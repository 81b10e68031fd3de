import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestCard } from '@design-system/Account/RequestCard';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Account/RequestCard',
  component: RequestCard,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'One request as the person who made it sees it: its title, reference and kind, its status with the date of every status first to last, what was asked, and what they can do with it (e-mail the receipt again, download what they signed). The account lists one per request; /dashboard shows the one looked up.',
          whenNotToUse:
            'Not in the back office (staff see the full record with notes: DetailLayout and FieldList). Not for a form being filled in (ReviewList alone).',
          accessibility:
            'An article named by its title (a heading, focusable for a page that moves focus to it). The status sits in a polite live region, so a change arriving live is announced; the history is a list of statuses with dates.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    kindLabel: 'Home policy change',
    request: {
      referenceNumber: 'HC-7K2M9QXA',
      title: 'Home Policy Change Request',
      submittedAt: '2026-11-20T14:05:00.000Z',
      status: 'in_review',
      statusLabel: 'In review',
      history: [
        { status: 'received', statusLabel: 'Received', at: '2026-11-20T14:05:00.000Z' },
        { status: 'in_review', statusLabel: 'In review', at: '2026-11-21T09:30:00.000Z' },
      ],
      details: [
        { label: 'Policy Number', value: 'HO3-550123' },
        { label: 'Changes Requested', value: 'Update Coverages/Deductible' },
        { label: 'Effective Date', value: '12/01/2026' },
      ],
    },
    actions: <Button variant="light">E-mail my receipt again</Button>,
  },
} satisfies Meta<typeof RequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home Policy Change Request' })).toBeVisible();
    await expect(canvas.getByTestId('request-status-label')).toHaveTextContent('In review');
    await expect(canvas.getByText('11/21/2026 4:30 AM ET')).toBeVisible();
  },
};

export const JustReceived: Story = {
  args: {
    actions: undefined,
    kindLabel: 'Quote request',
    request: {
      referenceNumber: 'QR-3H8C2LPD',
      title: 'Quote Request',
      submittedAt: '2026-11-28T16:00:00.000Z',
      status: 'received',
      statusLabel: 'Received',
      history: [{ status: 'received', statusLabel: 'Received', at: '2026-11-28T16:00:00.000Z' }],
      details: [{ label: 'Product', value: 'Auto Insurance' }],
    },
  },
};
