import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SIGNING_MESSAGES } from '@contracts/document-signing';
import { SignatureCompleted } from '@design-system/Signing/SignatureCompleted';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Signing/SignatureCompleted',
  component: SignatureCompleted,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose: 'The end of the state-insurer signing flow in the customer portal: "Signature Completed", the thank-you message and a way back.',
          whenNotToUse:
            'Not for the end of a form (use SuccessScreen or ThankYouScreen), nor inside the signing page itself (SignaturePanel shows "Document signed").',
          accessibility:
            "Its heading takes focus when it appears, so a screen reader announces the outcome at once. The check icon is hidden; the back link goes through the app's router.",
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  // The page passes celebrate() (confetti); the stories record the call instead.
  args: { message: SIGNING_MESSAGES.signatureCompleted, backHref: '/customerservice', backLabel: 'Back', onShown: fn() },
} satisfies Meta<typeof SignatureCompleted>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed 001 §4: the heading (focused, for screen readers), the thanks, Back to customer service; celebrated once. */
export const Usage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Signature Completed' })).toHaveFocus());
    await expect(canvas.getByText('Thank you for submitting your document. We will process your request shortly.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customerservice');
    await expect(args.onShown).toHaveBeenCalledTimes(1);
  },
};

/** With where the signed copy goes: the address is shown as given, and the copy waits for its confirmation. */
export const WithSignedCopyNote: Story = {
  args: {
    note: 'We e-mail your signed copy to rosa.diaz@example.com once that address is confirmed. If you have not confirmed it with us before, look for our e-mail asking you to, and press Confirm.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('signature-completed-note')).toHaveTextContent('rosa.diaz@example.com once that address is confirmed');
  },
};

/** In Spanish: the page gives the message in Spanish (shown as given); Back is "Volver" unless the page names it. */
export const InSpanish: Story = {
  globals: { portalType: 'customer', locale: 'es' },
  args: { message: 'Firma completada: Gracias por enviar su documento. Procesaremos su solicitud en breve.', backLabel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Firma completada' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/customerservice');
  },
};
