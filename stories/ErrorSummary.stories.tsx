import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorSummary, type ErrorSummaryProps } from '@design-system/FormShell/ErrorSummary/ErrorSummary';
import { usage } from './docs/usage';

const ERRORS = [
  { fieldId: 'demo-effectiveDate', message: 'Effective date must be today or in the future' },
  { fieldId: 'demo-signature', message: 'Signature is required' },
  { fieldId: 'demo-isPropertySold', message: 'Please indicate if the property is sold' },
];

/** The summary above the fields it names, as a form shows it after a failed Next or Submit. */
function SummaryAboveFields(props: ErrorSummaryProps) {
  return (
    <Stack maw={520}>
      <ErrorSummary {...props} />
      <TextInput id="demo-effectiveDate" label="Effective Date" defaultValue="2020-01-01" error={ERRORS[0]!.message} />
      <TextInput id="demo-signature" label="Electronic Signature" error={ERRORS[1]!.message} />
      <Radio.Group id="demo-isPropertySold" label="Is Property Sold?" error={ERRORS[2]!.message}>
        <Group mt={4}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
    </Stack>
  );
}

const meta = {
  title: 'Design system/FormShell/ErrorSummary',
  component: ErrorSummary,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The GOV.UK error summary at the top of a form step: every problem in one list, each a link to its field with the same words as the message beside the field. FormShell shows it after a failed Next or Submit.',
          whenNotToUse:
            "Not for a failed submission (the server or the network): use SubmissionErrorPanel. Not for one field's message on its own: that goes beside the field.",
          accessibility:
            'It takes keyboard focus when it appears and again on each failed attempt (`focusKey`), and is an alert named by its heading ("Please correct the following errors"), so a screen reader reads it at once. Each link moves focus to its field (or the first input of a group) and scrolls it into view.',
        }),
      },
    },
  },
  render: (args) => <SummaryAboveFields {...args} />,
  args: { errors: ERRORS },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('heading', { name: 'Please correct the following errors' })).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(ERRORS.map((error) => error.message));
    await expect(links[1]).toHaveAttribute('href', '#demo-signature');
    await userEvent.click(links[1]!);
    await expect(canvas.getByRole('textbox', { name: 'Electronic Signature' })).toHaveFocus();
    await userEvent.click(links[0]!);
    await expect(canvas.getByRole('textbox', { name: 'Effective Date' })).toHaveFocus();
    // A group's link moves to its first choice.
    await userEvent.click(links[2]!);
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  },
};

export const CustomTitle: Story = {
  args: { title: 'There is a problem', errors: ERRORS.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
