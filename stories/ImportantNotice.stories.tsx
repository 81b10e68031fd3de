import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/ImportantNotice',
  component: ImportantNotice,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A short notice a person must not miss before filling in a form, for example the lender's reminder to upload a borrower's authorization: yellow, with a warning icon, in bold.",
          whenNotToUse: 'Not for errors (red, beside their field, or the error summary), not for news or offers, and not for more than one or two sentences.',
          accessibility: 'Rendered as an alert box, so screen readers announce it; keep it to one per page. The icon is hidden; the words carry the message.',
        }),
      },
    },
  },
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
