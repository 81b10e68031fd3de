import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyList } from '@design-system/Account/PasskeyList';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Account/PasskeyList',
  component: PasskeyList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The signed-in person's passkeys on their account page: each with when it was added and last used and a Remove button, and a form to name and add one on this device. An e-mailed link always stays the way back in.",
          whenNotToUse: 'Not for staff (they use an authenticator app). Not where the browser cannot make passkeys: leave out onAdd and it says so.',
          accessibility:
            'A list of passkeys; each Remove button names its passkey. The name field is labelled with a hint; a missing name is said beside it and focus goes there.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    passkeys: [
      { id: 1, name: 'My phone', createdAt: '2026-11-20T14:05:00.000Z', lastUsedAt: '2026-11-27T21:12:00.000Z', backedUp: true },
      { id: 2, name: 'Work laptop', createdAt: '2026-11-25T13:00:00.000Z', lastUsedAt: null, backedUp: false },
    ],
    onAdd: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPasskeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(canvas.getByText('Passkey name is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey Work laptop' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const NoneYet: Story = { args: { passkeys: [] } };

export const BrowserWithoutPasskeys: Story = { args: { onAdd: undefined } };
