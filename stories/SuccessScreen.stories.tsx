import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormSubmissionError } from '@design-system/FormShell';
import { SuccessScreen } from '@design-system/FormShell/SuccessScreen/SuccessScreen';
import { provideClipboard, storyClipboard } from './fixtures/clipboard';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/SuccessScreen',
  component: SuccessScreen,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The screen that replaces a submitted portal form: title, the reference number with Copy, a summary of what was sent, what happens next, the e-mailed receipt and where to go.',
          whenNotToUse: "Not for the public site's quote forms (ThankYouScreen) or the end of signing (SignatureCompleted).",
          accessibility:
            'Its heading takes focus when it appears, so a screen reader announces the outcome. Copy says "Reference number copied to the clipboard" in a polite status. The receipt form\'s errors are at its field, and a sent receipt is announced as a status.',
        }),
      },
    },
  },
  beforeEach: provideClipboard,
  globals: { portalType: 'customer' },
  args: {
    title: 'Request Submitted Successfully!',
    message: 'Your policy change request has been received. We have sent you a confirmation email.',
    referenceNumber: 'PC-2026-004217',
    details: [
      { label: 'Reference #', value: 'PC-2026-004217' },
      { label: 'Policy Number', value: 'HO-4419027' },
      { label: 'Submission Date', value: '11/23/2026' },
    ],
    nextSteps: [
      'An agent reviews your request within 1-2 business days.',
      'The agent may contact you by e-mail or phone.',
      'A confirmation e-mail follows soon.',
    ],
    primaryAction: { label: 'Back to Customer Service', href: '/customerservice' },
    secondaryAction: { label: 'Request Another Change', onClick: fn() },
    receipt: { send: fn(async () => {}), defaultEmail: 'jordan.lee@example.com' },
    // The cancellation form passes celebrate() (confetti); the stories record the call instead.
    onShown: fn(),
  },
} satisfies Meta<typeof SuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Request Submitted Successfully!' })).toHaveFocus());
    await expect(canvas.getByTestId('reference-number')).toHaveTextContent('PC-2026-004217');
    const details = canvas.getByTestId('success-details');
    await expect(within(details).getByText('Policy Number')).toBeInTheDocument();
    await expect(within(details).getByText('HO-4419027')).toBeInTheDocument();
    const steps = within(canvas.getByTestId('success-next-steps')).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(args.nextSteps);
    await expect(canvas.getByRole('link', { name: 'Back to Customer Service' })).toHaveAttribute('href', '/customerservice');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Another Change' }));
    await expect(args.secondaryAction?.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onShown).toHaveBeenCalledTimes(1);
  },
};

export const CopyReferenceNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy reference number' }));
    await expect(await canvas.findByRole('button', { name: 'Reference number copied' })).toHaveTextContent('Copied');
    await expect(storyClipboard.text).toBe('PC-2026-004217');
    // 'Copied' for 2 seconds, then the button offers to copy again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy reference number' })).toHaveTextContent('Copy'), { timeout: 3000 });
  },
};

export const SendReceipt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('jordan.lee@example.com');
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.lee@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await expect(args.receipt?.send).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await expect(await canvas.findByText('Receipt sent to jordan.lee@example.org')).toBeInTheDocument();
    // A receipt goes only to a confirmed address: the same words whether this one is or not.
    await expect(canvas.getByTestId('receipt-sent')).toHaveTextContent('look for our e-mail asking you to, and press Confirm: the receipt follows.');
    await expect(args.receipt?.send).toHaveBeenCalledWith('jordan.lee@example.org');
  },
};

export const ReceiptFails: Story = {
  args: { receipt: { send: fn(async () => Promise.reject(new Error('502'))), defaultEmail: 'jordan.lee@example.com' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send receipt. Please try again.');
    await expect(args.receipt?.send).toHaveBeenCalledTimes(1);
    // The address stays, so trying again is one click.
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('jordan.lee@example.com');
  },
};

const OTHER_ADDRESS_REFUSED = 'A receipt can only be sent to the email address given on the form.';

/** The server will not send to this address (another than the form's, without a usable receipt token): its words at the field. */
export const ReceiptAddressRefused: Story = {
  args: {
    receipt: {
      send: fn(async (email: string) => {
        if (email !== 'jordan.lee@example.com') throw new FormSubmissionError('Please correct the errors and try again.', { email: OTHER_ADDRESS_REFUSED });
      }),
      defaultEmail: 'jordan.lee@example.com',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@elsewhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(OTHER_ADDRESS_REFUSED));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.queryByText('Failed to send receipt. Please try again.')).not.toBeInTheDocument();
    // Back to the form's own address: sent.
    await userEvent.clear(email);
    await userEvent.type(email, 'jordan.lee@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Receipt' }));
    await expect(await canvas.findByText('Receipt sent to jordan.lee@example.com')).toBeInTheDocument();
    await expect(args.receipt?.send).toHaveBeenCalledTimes(2);
  },
};

export const LenderWithoutReceipt: Story = {
  globals: { portalType: 'lender' },
  args: {
    title: 'Request Received',
    message: undefined,
    nextSteps: undefined,
    secondaryAction: undefined,
    receipt: undefined,
    primaryAction: { label: 'Back to Lender Requests', href: '/customerservice/lender-requests' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request Received' })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('What happens next')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Lender Requests' })).toHaveAttribute('href', '/customerservice/lender-requests');
  },
};
