import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { todayInEastern } from '@contracts/dates';
import { fieldErrorsFrom } from '@contracts/errors';
import { POLICY_CHANGE_SUCCESS_MESSAGE, type TPolicyChangeResponse } from '@contracts/policy-changes/shared';
import { FormShell, FormSubmissionError, type FormSuccessContent, type SubmitOptions } from '@design-system/FormShell';
import { routes } from '@site/paths';
import { fieldErrorsOf } from '@app/api/submission-answer';
import { CHANGE_FORM_TEXT, changeFormNextSteps } from '@app/features/policy-changes/content';
import { textsIn } from '@site/i18n/catalogue';
import { describeValues } from '@app/forms/describe-values';
import {
  MAILING_ADDRESS_INITIAL_VALUES,
  MAILING_ADDRESS_STEPS,
  type MailingAddressChangeValues,
} from '@app/features/policy-changes/mailing-address/mailing-address-form';
import { ZMailingAddressChangeBody } from '@contracts/policy-changes/mailing-address';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { clearDrafts } from '../fixtures/drafts';

const FORM_ID = 'mailing-address-change';
const REFERENCE = 'MA-7K2Q9D4F';

/**
 * Stands in for sendForm (app/forms/send-form.ts): the body is checked
 * by the contract's schema, as the BFF checks it, a refusal comes back as the app's client reads a 422, and
 * the answer is the contract's, with a reference the "server" issued.
 */
const submitToFakeServer = async (values: MailingAddressChangeValues, { onProgress }: SubmitOptions): Promise<TPolicyChangeResponse> => {
  const body = ZMailingAddressChangeBody.safeParse({ requestId: 'guide-request-0001', customerType: 'customer', ...values });
  if (!body.success) throw new FormSubmissionError('', fieldErrorsOf({ errors: fieldErrorsFrom(body.error) }));
  onProgress(100);
  return { success: true, message: POLICY_CHANGE_SUCCESS_MESSAGE, referenceNumber: REFERENCE, duplicate: false, receiptToken: 'guide-receipt-token' };
};

const CHANGE_FORM_WORDS = textsIn('en')(CHANGE_FORM_TEXT);

/** The success screen, as SubmissionFormPage builds it for every change form: the descriptor's summary. */
const success = (response: TPolicyChangeResponse, values: MailingAddressChangeValues): FormSuccessContent => ({
  title: CHANGE_FORM_WORDS('successTitle'),
  message: CHANGE_FORM_WORDS('successMessage'),
  details: [
    ...describeValues(MAILING_ADDRESS_FORM, values, { portalType: 'customer' }),
    { label: CHANGE_FORM_WORDS('submissionDate'), value: new Date().toLocaleDateString('en-US') },
  ],
  nextSteps: changeFormNextSteps(CHANGE_FORM_WORDS),
  primaryAction: { label: CHANGE_FORM_WORDS('checkStatus'), href: routes.requestStatus(response.referenceNumber) },
  secondaryAction: { label: CHANGE_FORM_WORDS('backToPolicyChanges'), href: routes.customerService.policyChanges() },
  receipt: { send: async () => {}, defaultEmail: values.contactInfo.email.trim() },
});

type MailingAddressChangeFormProps = {
  /** Sends the answers: sendForm in the app, the fake server here. */
  onSubmit: (values: MailingAddressChangeValues, options: SubmitOptions) => Promise<TPolicyChangeResponse>;
};

/**
 * The real form's steps (app/features/policy-changes/mailing-address) on the shell, with the props
 * ChangeRequestPage gives every change form (its title shown here, under the guide's heading, where the page
 * shows it in the portal's header).
 */
function MailingAddressChangeForm({ onSubmit }: MailingAddressChangeFormProps) {
  return (
    <FormShell
      formId={FORM_ID}
      title={MAILING_ADDRESS_FORM.title}
      showTitle
      portalType="customer"
      steps={MAILING_ADDRESS_STEPS}
      initialValues={MAILING_ADDRESS_INITIAL_VALUES}
      onSubmit={onSubmit}
      success={success}
      draftBanner="incomplete"
      submitLabel={CHANGE_FORM_WORDS('submit')}
      submissionErrorTitle={CHANGE_FORM_WORDS('submissionErrorTitle')}
    />
  );
}

const meta = {
  title: 'Guides/Building a change form',
  component: MailingAddressChangeForm,
  // The guide (BuildingAChangeForm.mdx) is this file's docs page.
  tags: ['!autodocs'],
  globals: { portalType: 'customer' },
  args: { onSubmit: fn(submitToFakeServer) },
  // The story starts with no draft; on the guide's page a reader's draft is kept, to be offered back.
  beforeEach: ({ viewMode }) => (viewMode === 'docs' ? undefined : clearDrafts(FORM_ID)),
} satisfies Meta<typeof MailingAddressChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room for the shell's own timers (200 ms quiet, 400 to 600 ms skeletons) on a busy machine. */
const TIMERS = { timeout: 4000 };

type Canvas = ReturnType<typeof within>;

async function nextStep(canvas: Canvas, heading: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await waitFor(() => {
    expect(canvas.getByTestId('step-heading')).toHaveTextContent(heading);
    expect(canvas.queryByTestId('step-skeleton')).not.toBeInTheDocument();
  }, TIMERS);
}

/** Fills a field as a paste would: one change, where typing re-renders the whole form once a key. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens a select (or types into a searchable one) and clicks the option in its list, found by its id. */
async function choose(canvas: Canvas, label: RegExp, option: string, search?: string) {
  const select = canvas.getByRole('combobox', { name: label });
  if (search) await fill(select, search);
  else await userEvent.click(select);
  // The list is in a portal, outside the canvas: searching the whole page for it is slow in jsdom.
  const list = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    expect(element).not.toBeNull();
    return element!;
  });
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

/** The whole form, step by step, to the success screen with the reference the server issued. */
export const MailingAddressChange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The shell shows no error in its first 200 ms: a person is not that fast either.
    await new Promise((resolve) => setTimeout(resolve, 250));

    await fill(canvas.getByRole('textbox', { name: /First Name/ }), 'Jordan');
    await fill(canvas.getByRole('textbox', { name: /Last Name/ }), 'Lee');
    await fill(canvas.getByRole('textbox', { name: /Policy Number/ }), 'ho-4419027');
    await fill(canvas.getByRole('textbox', { name: /Phone Number/ }), '5552017788');
    await fill(canvas.getByRole('textbox', { name: /Email/ }), 'jordan.lee@example.com');
    await nextStep(canvas, 'New Mailing Address');

    // Next refuses a step its schema refuses, with the contract's messages.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const summary = await canvas.findByTestId('error-summary', {}, TIMERS);
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Street address is required', 'City is required', 'Please select a state', 'ZIP code is required']);
    await fill(canvas.getByRole('textbox', { name: /Street Address/ }), '12 Harbor Lane');
    await fill(canvas.getByRole('textbox', { name: /City/ }), 'Sarasota');
    // A searchable select: typing narrows the fifty states to one.
    await choose(canvas, /State/, 'FL - Florida', 'Florida');
    await fill(canvas.getByRole('textbox', { name: /ZIP Code/ }), '34236');
    await nextStep(canvas, 'Review and Submit');

    await fill(canvas.getByLabelText(/Effective Date/), todayInEastern());
    const review = canvas.getByTestId('review-list');
    await expect(review).toHaveTextContent('HO-4419027');
    await expect(review).toHaveTextContent('12 Harbor Lane, Sarasota, FL 34236');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));

    const screen = await canvas.findByTestId('success-screen', {}, TIMERS);
    await expect(within(screen).getByRole('heading', { level: 2, name: 'Request Submitted' })).toBeInTheDocument();
    await expect(canvas.getByTestId('reference-number')).toHaveTextContent(REFERENCE);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        newAddress: { street: '12 Harbor Lane', city: 'Sarasota', state: 'FL', zip: '34236' },
      }),
      expect.anything(),
    );
  },
};
