import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateFormats, ErrorMessageExamples, FormLevelMessages, NumberFormats } from './ContentStyle';

const meta = {
  title: 'Foundations/Examples/Content style',
  component: ErrorMessageExamples,
  tags: ['!autodocs'],
} satisfies Meta<typeof ErrorMessageExamples>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contracts' rules answer with the spec's words (seed 002 §5, seed 000 §5). */
export const ErrorMessages: Story = {
  play: async ({ canvasElement }) => {
    const messages = within(canvasElement)
      .getAllByTestId('message')
      .map((cell) => cell.textContent);
    await expect(messages).toEqual([
      'Email is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter a valid ZIP code',
      'Policy number must be at least 3 characters long.',
      'Effective date is required',
      'Effective date must be today or in the future',
      'Email is Required',
      'Phone is Required',
    ]);
  },
};

export const FormMessages: Story = {
  render: () => <FormLevelMessages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('validation-failed')).toHaveTextContent('Please correct the errors and try again.');
    await expect(canvas.getByTestId('summary-title')).toHaveTextContent('Please correct the following errors');
  },
};

/** Dates shown MM/DD/YYYY, "today" in New York even when UTC has moved on. */
export const Dates: Story = {
  render: () => <DateFormats />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('shown-formatDateForDisplay')).toHaveTextContent('11/25/2026');
    await expect(canvas.getByTestId('shown-todayInEastern')).toHaveTextContent('2026-11-25');
    await expect(canvas.getByTestId('shown-formatEasternDateTime')).toHaveTextContent('11/25/2026 2:05:09 PM ET');
    await expect(
      canvas
        .getAllByTestId('shown-relativeTime')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['just now', '5 minutes ago', '2 hours ago']);
  },
};

export const Numbers: Story = {
  render: () => <NumberFormats />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dwelling must be between $10,000 and $2,000,000. Dwelling must be in steps of $10,000.')).toBeInTheDocument();
    await expect(canvas.getByText('1.5 KB')).toBeInTheDocument();
    await expect(canvas.getByText('(305) 555-0100')).toBeInTheDocument();
  },
};
