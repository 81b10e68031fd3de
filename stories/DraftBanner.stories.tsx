import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftBanner } from '@design-system/FormShell/DraftBanner/DraftBanner';
import { usage } from './docs/usage';

const NOW = new Date(2026, 10, 23, 14, 30).getTime();
const MINUTE = 60_000;

const meta = {
  title: 'Design system/FormShell/DraftBanner',
  component: DraftBanner,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Offers back the answers of a portal form left unfinished on an earlier visit: "Welcome back", when it was saved, Resume and Start New (or, in the document-management style, Continue and Dismiss). FormShell shows it above the steps.',
          whenNotToUse: 'Not for saving-in-progress feedback: that is SavingIndicator. Not for errors or general notices.',
          accessibility:
            'A region with its heading ("Welcome back"). It is not announced when it appears and takes no focus; its two buttons follow in the reading order before the form.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { savedAt: NOW - 10 * MINUTE, now: NOW, onResume: fn(), onDiscard: fn() },
} satisfies Meta<typeof DraftBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResumeOrStartNew: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Welcome back' })).toHaveTextContent('Your progress on this form was saved 10 minutes ago.');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Start New' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

export const SavedHoursAgo: Story = {
  args: { savedAt: NOW - 3 * 60 * MINUTE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('draft-banner')).toHaveTextContent('saved 3 hours ago.');
  },
};

export const SavedDaysAgo: Story = {
  args: { savedAt: new Date(2026, 10, 20, 9, 5).getTime() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('draft-banner')).toHaveTextContent('saved 11/20/2026, 9:05 AM.');
  },
};

export const IncompleteForm: Story = {
  args: { variant: 'incomplete', savedAt: new Date(2026, 10, 22, 16, 45).getTime() },
  globals: { portalType: 'lender' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('draft-banner')).toHaveTextContent('You have an incomplete form from 11/22/2026, 4:45 PM.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};
