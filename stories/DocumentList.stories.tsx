import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HOME_DOCUMENT_RULES, homeDocumentsSchema } from '@contracts/policy-changes/home';
import { DocumentList } from '@design-system/FormShell/steps';
import { StepHarness } from './fixtures/step-harness';
import { STEP_TIMERS, submitStep, summaryLinks } from './fixtures/step-play';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/FormShell/DocumentList',
  component: DocumentList,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'The documents of a change form (home, auto, cancellation): choose the type, then its file; one document per type, a new file replacing the old. Each entry shows a preview (images), name, size, an optional description and Remove. Required types are listed as "Still needed" or "Added". A file whose content is not an accepted document is refused before it is added.',
          whenNotToUse:
            'Outside a FormShell step: it reads the form from the shell. For one document of a known type use FileUpload; for the state-insurer upload, DocumentUploadStep.',
          accessibility:
            'The type is a labelled select; a file chosen before its type gets "Please choose the document type first." at the select. Adding, replacing and removing are announced in a polite live region ("Proof of Ownership added: deed.pdf"). Each Remove button names its type and file. Required types are a list named "Required documents", with their state in words, not only in colour. Next waits while a file is being read.',
        }),
      },
    },
  },
  decorators: [
    (Story, { globals }) => {
      const portal = globals.portalType === 'lender' ? 'lender' : 'customer';
      return (
        <StepHarness formId={`story-document-list-${portal}`} label="Documents" schema={homeDocumentsSchema(portal)} initialValues={{ documents: [] }}>
          <Story />
        </StepHarness>
      );
    },
  ],
  globals: { portalType: 'customer' },
  args: { types: HOME_DOCUMENT_RULES.customer.types, description: 'Documents are optional. Add any that support your request.' },
  argTypes: { types: { control: false } },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.7 story'], name, { type: 'application/pdf' });
const addFile = (canvasElement: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
async function chooseType(canvasElement: HTMLElement, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Document Type' }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option, hidden: true }));
}

/** A file needs its type first; once added it is announced and can be removed. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addFile(canvasElement, pdf('deed.pdf'));
    await expect(await canvas.findByText('Please choose the document type first.')).toBeInTheDocument();
    await chooseType(canvasElement, 'Proof of Ownership');
    await addFile(canvasElement, pdf('deed.pdf'));
    const list = within(canvas.getByTestId('document-list'));
    await expect(await list.findByText('deed.pdf', {}, STEP_TIMERS)).toBeInTheDocument();
    await expect(canvas.getByText('Proof of Ownership added: deed.pdf')).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Remove Proof of Ownership: deed.pdf' }));
    await waitFor(() => expect(list.queryByText('deed.pdf')).not.toBeInTheDocument(), STEP_TIMERS);
    await expect(canvas.getByText('Proof of Ownership removed')).toBeInTheDocument();
  },
};

/** The lender's list: the authorization is required, listed as still needed until it is added. */
export const LenderRequiredDocument: Story = {
  globals: { portalType: 'lender' },
  args: { types: HOME_DOCUMENT_RULES.lender.types, description: "Add the borrower's authorization." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const required = within(canvas.getByRole('list', { name: 'Required documents' }));
    await expect(required.getByText('Still needed')).toBeInTheDocument();
    await submitStep(canvas);
    await expect((await summaryLinks(canvas)).map((link) => link.textContent)).toEqual(['At least one document is required.']);
  },
};
