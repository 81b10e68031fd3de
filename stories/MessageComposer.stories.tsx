import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { REQUEST_MESSAGE_WORDS } from '@contracts/request-messages';
import { FILE_FAILED_SECURITY_CHECK_MESSAGE } from '@contracts/uploads';
import { MessageComposer } from '@design-system/Messages/MessageComposer';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Messages/MessageComposer',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: MessageComposer,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "Writing a message on a request, under its MessageThread: the text (with how many of the 2,000 characters are used), an optional document, and a send button. The person writes from My requests; the agency from the submission's page. Once the page says the message was sent, the text and the file are cleared.",
          whenNotToUse:
            "Not for the contact panel's questions or a form's free-text answers (a Textarea in the form). Not for several documents: one message takes at most one.",
          accessibility:
            'A labelled text field with its character count read as its description, a FileUpload (a real button, named "Attach a document (optional), Choose a file") and a submit button. An empty or too long message is said on the field and focus goes there; the server\'s refusals show on their fields the same way. While sending, the button says it is busy.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { label: 'Your message', sendLabel: 'Send message', onSend: fn(async () => true) },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsThePerson: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText(REQUEST_MESSAGE_WORDS.bodyRequired)).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(field, 'Is water backup coverage included?');
    await expect(canvas.getByText('34 / 2,000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalledWith({ body: 'Is water backup coverage included?', file: null });
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByText(REQUEST_MESSAGE_WORDS.bodyRequired)).toBeNull();
  },
};

/** The agency writes to the customer from the submission's page. */
export const AsTheAgency: Story = {
  globals: { portalType: 'backOffice' },
  args: { label: 'Message to the customer', sendLabel: 'Send to the customer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pdf = new File([new Uint8Array(2048)], 'carrier-quote-travelers.pdf', { type: 'application/pdf' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to the customer' }), 'The carrier’s full quote is attached.');
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    await expect(await canvas.findByText('carrier-quote-travelers.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the customer' }));
    await expect(args.onSend).toHaveBeenCalledWith({ body: 'The carrier’s full quote is attached.', file: pdf });
    await waitFor(() => expect(canvas.queryByText('carrier-quote-travelers.pdf')).toBeNull());
  },
};

/** Over 2,000 characters: the count turns red and the message is not sent. */
export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Your message' }));
    await userEvent.paste('a'.repeat(2001));
    await expect(canvas.getByText('2,001 / 2,000 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText(REQUEST_MESSAGE_WORDS.bodyTooLong)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The page could not send it (onSend resolves false): what was written stays. */
export const NotSent: Story = {
  args: { onSend: fn(async () => false), errors: { file: FILE_FAILED_SECURITY_CHECK_MESSAGE } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FILE_FAILED_SECURITY_CHECK_MESSAGE)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Here is the photo of the roof.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(field).toHaveValue('Here is the photo of the roof.');
  },
};

/** While the page sends it. */
export const Sending: Story = {
  args: { busy: true },
};
