import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavingIndicator } from '@design-system/FormShell/SavingIndicator/SavingIndicator';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/SavingIndicator',
  component: SavingIndicator,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Tells the person their unfinished portal form is being kept in the browser: "Saving...", then "Saved" for 2 seconds. FormShell shows it beside the form\'s title.',
          whenNotToUse: 'Not for sending the form: Submit shows its own progress. Not for anything saved on the server.',
          accessibility: 'A polite live status region that is always present, so each change is read after what the person is doing, without moving focus.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { status: 'saving' },
} satisfies Meta<typeof SavingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Hidden: Story = {
  args: { status: 'idle' },
  play: async ({ canvasElement }) => {
    // The live region stays, empty, so the next 'Saving...' is announced.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};
