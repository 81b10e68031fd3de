import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignaturePanel } from '@design-system/Signing/SignaturePanel';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Signing/SignaturePanel',
  component: SignaturePanel,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The body of our own signing page: the document to read (drawn page by page), the consent to electronic records, and a signature made by typing the signer's full name. Sign is offered only after consent.",
          whenNotToUse: 'Not for signing a change form: that is SignatureFields. Not outside the signing page (it loads the PDF).',
          accessibility:
            "The consent is a labelled checkbox; until it is ticked the name field and Sign Document are disabled. The name field's error is linked to it and read with it; a failed consent is an alert. A link opens the PDF itself when it cannot be drawn.",
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: {
    session: {
      formTitle: 'Proof of Residency',
      documentName: 'lease.pdf',
      pageCount: 2,
      signerName: 'Rosa Diaz',
      documentUrl: 'about:blank',
      consented: false,
    },
    onConsent: fn(async () => ({})),
    onSign: fn(async (fullName: string) =>
      fullName.toLowerCase() === 'rosa diaz' ? {} : { error: 'Please type your full name exactly as Rosa Diaz to sign.' },
    ),
    signedAt: null,
  },
} satisfies Meta<typeof SignaturePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signing page: the document, then consent, then the typed name; a name that is not the signer's is refused. */
export const ConsentAndSign: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign: Proof of Residency' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Document to sign: lease.pdf' })).toBeInTheDocument();
    const name = canvas.getByRole('textbox', { name: /Type your full name to sign/ });
    await expect(name).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to use electronic records/ }));
    await expect(args.onConsent).toHaveBeenCalledTimes(1);
    await expect(name).toBeEnabled();
    await userEvent.type(name, 'Rosa Smith');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Document' }));
    await expect(await canvas.findByText('Please type your full name exactly as Rosa Diaz to sign.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Rosa Diaz');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Document' }));
    await expect(args.onSign).toHaveBeenLastCalledWith('Rosa Diaz');
  },
};

/** Once signed: the thanks, and nothing left to do in the frame. */
export const Signed: Story = {
  args: { signedAt: '2026-11-25T15:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Document signed' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign Document' })).not.toBeInTheDocument();
  },
};

/** In Spanish (/es/sign/...): the consent to electronic records, translated faithfully, then the typed name. */
export const InSpanish: Story = {
  globals: { portalType: 'customer', locale: 'es' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Escriba su nombre completo para firmar' });
    await expect(name).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Firmar documento' })).toHaveAccessibleDescription(
      'Para firmar, primero acepte usar registros electrónicos y firmas electrónicas (la casilla de arriba).',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Acepto usar registros electrónicos y firmas electrónicas/ }));
    await expect(args.onConsent).toHaveBeenCalledTimes(1);
    await expect(name).toBeEnabled();
  },
};
