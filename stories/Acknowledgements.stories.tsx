import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Acknowledgements } from '@design-system/FormShell/steps';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/Acknowledgements',
  component: Acknowledgements,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'What a person acknowledges by signing a change form, as a short titled list read just before SignatureFields and Submit.',
          whenNotToUse:
            'Not for something the person must actively agree to: that needs a checkbox (as in ClaimsEducationDialog or SignaturePanel). Not for warnings before a form starts: use ImportantNotice.',
          accessibility: 'A region named by its title, holding a plain list: screen reader users can find it and hear how many points there are.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    title: 'By signing, you acknowledge that',
    items: [
      'The information you have given is accurate and complete.',
      'The requested effective date is not guaranteed: your agent confirms it.',
      'The change may alter your premium.',
    ],
  },
} satisfies Meta<typeof Acknowledgements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeSigning: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'By signing, you acknowledge that' }));
    await expect(region.getAllByRole('listitem')).toHaveLength(3);
  },
};
