import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { todayInEastern } from '@contracts/dates';
import { HOME_DOCUMENT_RULES, homeDocumentsSchema } from '@contracts/policy-changes/home';
import { ZContactInfo, ZSignatureDetails, ZSubmissionDetails } from '@contracts/policy-changes/shared';
import { Acknowledgements, ContactFields, DateField, DocumentList, ReviewList, SignatureFields } from '@design-system/FormShell/steps';
import { StepHarness } from './fixtures/step-harness';
import { usage } from './docs/usage';

/**
 * The pieces every change form shares (design-system/FormShell/steps), each alone in a one-step shell, in the
 * customer's (green) and the lender's (blue) look. The messages are the contract's: the same words the
 * server answers with.
 */
const meta = {
  title: 'Design system/FormShell/Change form steps',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: StepHarness,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The shared steps of the customer (green) and lender (blue) change forms, each alone in a one-step form shell: contact details, dates, documents, review, acknowledgements and signature. Each also has its own page with its props.',
          whenNotToUse:
            "Not a component: a gallery to compare the steps and their messages, which are the contract's words (the same the server answers with).",
          accessibility:
            'In the shell, Submit with errors shows the error summary and moves focus to it; each link in it moves focus to its field, whose message says the same words.',
        }),
      },
    },
  },
  args: { formId: 'story-step', label: 'Step', initialValues: {}, children: null },
  globals: { portalType: 'customer' },
} satisfies Meta<typeof StepHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const TIMERS = { timeout: 4000 };
/** The shell hides errors for its first 200 ms: Submit after that. */
const submit = async (canvas: ReturnType<typeof within>) => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
};
const summaryLinks = (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    const links = within(canvas.getByTestId('error-summary')).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    return links.map((link) => link.textContent);
  }, TIMERS);

const EMPTY_CONTACT = { contactInfo: { firstName: '', lastName: '', policyNumber: '', phoneNumber: '', email: '' } };

export const Contact: Story = {
  args: {
    formId: 'story-contact',
    label: 'Contact Information',
    schema: z.object({ contactInfo: ZContactInfo }),
    initialValues: EMPTY_CONTACT,
    children: <ContactFields group="contactInfo" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await summaryLinks(canvas)).toEqual([
      'First name is required',
      'Last name is required',
      'Policy number is required',
      'Phone number is required',
      'Email is required',
    ]);
    await userEvent.type(canvas.getByRole('textbox', { name: /Policy Number/ }), 'ho3-55');
    await expect(canvas.getByRole('textbox', { name: /Policy Number/ })).toHaveValue('HO3-55');
  },
};

export const ContactLenderLook: Story = { ...Contact, globals: { portalType: 'lender' }, play: undefined };

export const EffectiveDate: Story = {
  args: {
    formId: 'story-date',
    label: 'Effective Date',
    schema: z.object({ submissionDetails: ZSubmissionDetails }),
    initialValues: { submissionDetails: { effectiveDate: '', comments: '' } },
    children: <DateField path="submissionDetails.effectiveDate" label="Effective Date" description="A requested date: your agent confirms it." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="date"]')!;
    await expect(input).toHaveAttribute('min', todayInEastern());
    await submit(canvas);
    await expect(await summaryLinks(canvas)).toEqual(['Effective date is required']);
  },
};

export const Review: Story = {
  args: {
    formId: 'story-review',
    label: 'Review and Submit',
    initialValues: {},
    children: (
      <ReviewList
        title="Your request"
        items={[
          { label: 'Policy Number', value: 'HO3-550123' },
          { label: 'Changes Requested', value: 'Update Coverages/Deductible' },
          { label: 'Dwelling (Coverage A)', value: '$320,000' },
          { label: 'Documents', value: 'None' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByTestId('review-list'));
    await expect(list.getByText('Dwelling (Coverage A)').tagName).toBe('DT');
    await expect(list.getByText('$320,000').tagName).toBe('DD');
  },
};

const onSigned = fn();

export const Signature: Story = {
  args: {
    formId: 'story-signature',
    label: 'Sign',
    schema: z.object({ signatureDetails: ZSignatureDetails }),
    initialValues: { signatureDetails: { signature: '', signatureDate: todayInEastern() } },
    onSubmit: onSigned,
    children: (
      <>
        <Acknowledgements
          title="By signing, you acknowledge that"
          items={['The information you have given is accurate and complete.', 'The requested effective date is not guaranteed.']}
        />
        <SignatureFields group="signatureDetails" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Signature Date/)).toHaveValue(todayInEastern());
    await submit(canvas);
    await expect(await summaryLinks(canvas)).toEqual(['Electronic signature is required']);
    await userEvent.type(canvas.getByRole('textbox', { name: /Electronic Signature/ }), 'Jordan Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledWith({ signatureDetails: { signature: 'Jordan Lee', signatureDate: todayInEastern() } }), TIMERS);
  },
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'roof.png', { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7 story'], name, { type: 'application/pdf' });

async function chooseType(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Document Type' }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option, hidden: true }));
}
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const addFile = (canvasElement: HTMLElement, file: File) => userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), file);

export const Documents: Story = {
  args: {
    formId: 'story-documents',
    label: 'Documents',
    schema: homeDocumentsSchema('customer'),
    initialValues: { documents: [] },
    children: <DocumentList types={HOME_DOCUMENT_RULES.customer.types} description="Documents are optional." />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addFile(canvasElement, pdf('deed.pdf'));
    await expect(await canvas.findByText('Please choose the document type first.')).toBeInTheDocument();
    await chooseType(canvasElement, 'Property Photos');
    await addFile(canvasElement, new File(['just text'], 'roof.png', { type: 'image/png' }));
    await expect(await canvas.findByText('File type not supported. Please upload a supported file type.')).toBeInTheDocument();
    await addFile(canvasElement, png());
    const list = within(canvas.getByTestId('document-list'));
    await expect(await list.findByText('roof.png')).toBeInTheDocument();
    await chooseType(canvasElement, 'Proof of Ownership');
    await addFile(canvasElement, pdf('deed.pdf'));
    await chooseType(canvasElement, 'Proof of Ownership');
    await addFile(canvasElement, pdf('deed-2025.pdf'));
    await expect(await list.findByText('deed-2025.pdf')).toBeInTheDocument();
    await expect(list.queryByText('deed.pdf')).not.toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Remove Property Photos: roof.png' }));
    await expect(list.queryByText('roof.png')).not.toBeInTheDocument();
  },
};

export const LenderDocuments: Story = {
  args: {
    formId: 'story-lender-documents',
    label: 'Documents',
    schema: homeDocumentsSchema('lender'),
    initialValues: { documents: [] },
    children: <DocumentList types={HOME_DOCUMENT_RULES.lender.types} description="Add the borrower's authorization." />,
  },
  globals: { portalType: 'lender' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Still needed')).toBeInTheDocument();
    await submit(canvas);
    await expect(await summaryLinks(canvas)).toEqual(['At least one document is required.']);
    await chooseType(canvasElement, 'Lender Authorization (required)');
    await addFile(canvasElement, pdf('authorization.pdf'));
    await expect(await canvas.findByText('Added')).toBeInTheDocument();
  },
};
