import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyFootnote } from '@design-system/PrivacyFootnote/PrivacyFootnote';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/PrivacyFootnote',
  component: PrivacyFootnote,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "Beside a form's submit button: one sentence on what the answers are used for, and a link to the privacy notice. FormShell shows it under Submit on the last step by default; the quote forms and the state-insurer upload place it themselves.",
          whenNotToUse: 'Not as the privacy notice itself (that is the /privacy page), and not on pages that send nothing.',
          accessibility:
            'Small dimmed text with an underlined link, so the link is not told apart by colour alone. The link opens the notice in a new tab, so the answers on the form are kept.',
        }),
      },
    },
  },
} satisfies Meta<typeof PrivacyFootnote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'How we use your information' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
