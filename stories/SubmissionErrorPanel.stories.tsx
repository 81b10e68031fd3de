import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmissionErrorPanel } from '@design-system/SubmissionErrorPanel/SubmissionErrorPanel';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/SubmissionErrorPanel',
  component: SubmissionErrorPanel,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Why a form could not be sent (the server or the network), with what to do next: Try Again, Contact Support or Clear Form. FormShell and the standard quote form show it under the fields.',
          whenNotToUse: 'Not for mistakes in the answers: use the error summary and the messages beside the fields.',
          accessibility:
            'A red alert, read out at once when it appears, with its heading ("There is a problem"). While a retry is under way Try Again shows a spinner and the other actions wait.',
        }),
      },
    },
  },
  args: {
    message: 'An unexpected error occurred. Please try again later.',
    onRetry: fn(),
    onContactSupport: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SubmissionErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure the same answers may get past: all three actions. */
export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(alert).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Support' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Form' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onContactSupport).toHaveBeenCalledTimes(1);
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Answers the server refused: trying them again would not help, so there is no Try Again. */
export const InvalidAnswers: Story = {
  args: { message: 'Please correct the errors and try again.', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Contact Support' })).toBeEnabled();
  },
};

/** While the retry is on its way, the actions wait. */
export const Retrying: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Try Again/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear Form' })).toBeDisabled();
  },
};

/** Other words for another form. */
export const CustomWords: Story = {
  args: {
    title: 'Your request was not sent',
    message: 'You are submitting requests too quickly. Please wait a moment and try again.',
    retryLabel: 'Send again',
    contactSupportLabel: 'Call or e-mail us',
    clearLabel: 'Start over',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Your request was not sent' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
  },
};
