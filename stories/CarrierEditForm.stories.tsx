import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CARRIER_CHANGE_MESSAGES } from '@contracts/back-office/carriers';
import type { TCarrier } from '@contracts/carriers';
import { CARRIER_EDIT_FORM_TEXT, CarrierEditForm } from '../app/features/back-office/carriers/CarrierEditForm';
import { usage } from './docs/usage';

/** A carrier as seeded: what is not known is empty, so the public directory greys out its payment button. */
const HARBOR_MUTUAL: TCarrier = {
  id: 1,
  name: 'Harbor Mutual',
  website: 'https://www.harbor-mutual.example',
  paymentUrl: '',
  claimsUrl: 'https://www.harbor-mutual.example/claims',
  claimsPhone: '(800) 555-0101',
  billingPhone: '',
  overnightPaymentAddress: '',
  logoPath: '',
};

/** The back office's edit of one carrier (the page and the PUT come with staff sign-in). */
const meta = {
  title: 'Back office/CarrierEditForm',
  component: CarrierEditForm,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "The back office's edit of one carrier in the directory: what the public directory shows of it (payment and claims pages, claims and billing phones, overnight payment address, logo), checked by the contract's rules, with the server's refusals shown at their fields. It lives in the app (app/features/back-office/carriers), not the design system.",
          whenNotToUse: 'Not for adding or removing carriers, and not on the public directory: customers see CarrierList.',
          accessibility:
            'A form named "Edit Harbor Mutual". Every field has a visible label and a description of what it is for; an error (ours or the server\'s) is shown under its field and read with it. Save Changes is the submit button, so Enter in a field saves; Undo Changes stays disabled until something changes.',
        }),
      },
    },
  },
  args: { carrier: HARBOR_MUTUAL, onSave: fn(async () => {}), saving: false },
} satisfies Meta<typeof CarrierEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff fill in what the directory greys out and save: the changes go out trimmed, the phone as the list shows it. */
export const FillInAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Edit Harbor Mutual' });
    await expect(within(form).getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.claimsUrl.label })).toHaveValue(HARBOR_MUTUAL.claimsUrl);
    await userEvent.type(within(form).getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.paymentUrl.label }), ' https://www.harbor-mutual.example/pay ');
    await userEvent.type(within(form).getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.billingPhone.label }), '8005550102');
    await userEvent.type(
      within(form).getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.overnightPaymentAddress.label }),
      'Harbor Mutual Payments{Enter}100 Dock St, Tampa, FL 33602',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.logoPath.label }), '/logos/harbor-mutual.svg');
    await userEvent.click(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        paymentUrl: 'https://www.harbor-mutual.example/pay',
        claimsUrl: HARBOR_MUTUAL.claimsUrl,
        claimsPhone: '(800) 555-0101',
        billingPhone: '(800) 555-0102',
        overnightPaymentAddress: 'Harbor Mutual Payments\n100 Dock St, Tampa, FL 33602',
        logoPath: '/logos/harbor-mutual.svg',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.reset })).toBeDisabled());
  },
};

/** Each field says what is wrong with it, in the contract's words; nothing is saved. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.paymentUrl.label }), 'http://www.harbor-mutual.example/pay');
    await userEvent.type(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.logoPath.label }), 'logos/harbor.svg');
    const billing = canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.billingPhone.label });
    await userEvent.type(billing, '80055');
    await userEvent.click(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.save }));
    await expect(await canvas.findByText(CARRIER_CHANGE_MESSAGES.url)).toBeInTheDocument();
    await expect(canvas.getByText(CARRIER_CHANGE_MESSAGES.phone)).toBeInTheDocument();
    await expect(canvas.getByText(CARRIER_CHANGE_MESSAGES.logoPath)).toBeInTheDocument();
    await expect(billing).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.reset }));
    await expect(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.paymentUrl.label })).toHaveValue('');
  },
};

/** The server refused a field (a 422): its message shows beside it. */
export const ServerErrors: Story = {
  args: { errors: { claimsUrl: CARRIER_CHANGE_MESSAGES.url } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(CARRIER_CHANGE_MESSAGES.url)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.claimsUrl.label })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the save is under way the button says so and cannot be pressed again. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.save })).toBeDisabled();
  },
};

/** An agent: where customers pay or claim is read-only, with the reason; the logo can still be changed and saved. */
export const AsAnAgent: Story = {
  args: { role: 'agent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CARRIER_EDIT_FORM_TEXT.adminOnly)).toBeInTheDocument();
    const claims = canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.claimsUrl.label });
    await expect(claims).toHaveAttribute('readonly');
    await expect(claims).toHaveAccessibleDescription(expect.stringContaining(CARRIER_EDIT_FORM_TEXT.readOnly));
    for (const name of ['paymentUrl', 'claimsPhone', 'billingPhone', 'overnightPaymentAddress'] as const) {
      await expect(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT[name].label })).toHaveAttribute('readonly');
    }
    await userEvent.type(claims, 'https://evil.example');
    await expect(claims).toHaveValue(HARBOR_MUTUAL.claimsUrl);
    await userEvent.type(canvas.getByRole('textbox', { name: CARRIER_EDIT_FORM_TEXT.logoPath.label }), '/logos/harbor-mutual.svg');
    await userEvent.click(canvas.getByRole('button', { name: CARRIER_EDIT_FORM_TEXT.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        paymentUrl: '',
        claimsUrl: HARBOR_MUTUAL.claimsUrl,
        claimsPhone: '(800) 555-0101',
        billingPhone: '',
        overnightPaymentAddress: '',
        logoPath: '/logos/harbor-mutual.svg',
      }),
    );
  },
};
