import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FinishLater } from '@design-system/FormShell/FinishLater/FinishLater';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/FinishLater',
  component: FinishLater,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Under a multi-step form (the change forms, evidence of insurance, document management): "E-mail me a link to finish later" keeps the answers so far, never the files, for a week and mails a link that opens the form at its step on any device. The shell shows it when its page passes `finishLater`.',
          whenNotToUse: 'Not for one-step forms that take a minute (a quote). Not as the browser draft (the shell saves that by itself on this device).',
          accessibility:
            'A button that opens a small form of its own (below the shell’s, so Enter never submits the request); the address field is labelled and says what is wrong beside it; once sent, the confirmation takes focus.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { defaultEmail: 'jordan.lee@example.com', onSend: fn(async (email: string) => `We are e-mailing a link to ${email}.`) },
} satisfies Meta<typeof FinishLater>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendTheLink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail me a link to finish later' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('jordan.lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the link' }));
    await expect(args.onSend).toHaveBeenCalledWith('jordan.lee@example.com');
    await expect(await canvas.findByText('We are e-mailing a link to jordan.lee@example.com.')).toBeVisible();
  },
};
