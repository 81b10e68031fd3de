import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GrowingTextarea } from '@design-system/GrowingTextarea/GrowingTextarea';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/GrowingTextarea',
  component: GrowingTextarea,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A text area that grows with what is written, from `minRows` lines to `maxRows`, then scrolls. The quote forms' message, the mortgagee clause, messages on a request and the back office's notes use it.",
          whenNotToUse:
            "Not for one line of text: use a TextInput. Not with Mantine's `autosize`: that measures the text in JavaScript on every mount and keystroke.",
          accessibility:
            'A plain `<textarea>` with its visible `label`. It grows by CSS (`field-sizing: content`), so nothing moves under the caret while the person types; a browser without `field-sizing` shows `minRows` lines and scrolls.',
        }),
      },
    },
  },
  args: { label: 'Anything else we should know?', minRows: 3, maxRows: 8 },
} satisfies Meta<typeof GrowingTextarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Anything else we should know?');
    const empty = field.getBoundingClientRect().height;
    await userEvent.type(field, 'One{enter}Two{enter}Three{enter}Four{enter}Five');
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(empty);
  },
};

export const WithoutAMaximum: Story = { args: { minRows: 2, maxRows: undefined, label: 'Mortgagee clause' } };
