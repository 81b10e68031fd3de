import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';

const meta = {
  title: 'Design system/ImportantNotice',
  component: ImportantNotice,
  args: { children: "Important: You must upload a borrower's authorization form to make changes on behalf of your customer." },
} satisfies Meta<typeof ImportantNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LenderReminder: Story = {
  globals: { portalType: 'lender' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You must upload a borrower's authorization form/)).toBeVisible();
  },
};
