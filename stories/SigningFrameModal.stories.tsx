import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigningFrameModal } from '@design-system/Signing/SigningFrameModal';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Signing/SigningFrameModal',
  component: SigningFrameModal,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'The signing page in a frame, in a dialog with Close, during the state-insurer flow; full screen on phones.',
          whenNotToUse: 'Not for other pages in a frame, and not where the signing page can simply be opened.',
          accessibility:
            'A modal dialog named by its title: focus moves into it and Escape, the X or Close closes it. The frame is titled "Signing page", so screen readers say what it holds before entering it.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { url: 'about:blank', title: 'Sign your document', onClose: fn() },
} satisfies Meta<typeof SigningFrameModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed 001 §4: the signing page in a frame inside a dialog; Close closes it. */
export const Open: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Sign your document' });
    await expect(within(dialog).getByTitle('Signing page')).toHaveAttribute('src', 'about:blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No link: nothing is shown. */
export const Closed: Story = {
  args: { url: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
