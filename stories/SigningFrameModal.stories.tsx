import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SigningFrameModal } from '@design-system/Signing/SigningFrameModal';

const meta = {
  title: 'Design system/Signing/SigningFrameModal',
  component: SigningFrameModal,
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
