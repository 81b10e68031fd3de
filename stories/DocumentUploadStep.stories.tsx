import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGNING_MESSAGES } from '@contracts/document-signing';
import { DocumentUploadStep } from '@design-system/Signing/DocumentUploadStep';
import { usage } from './docs/usage';

const lease = new File([new Uint8Array(2048)], 'lease.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Design system/Signing/DocumentUploadStep',
  // Also checked at 360 px by the end-to-end Storybook walk (tests/e2e/storybook.spec.ts).
  tags: ['phone-width'],
  component: DocumentUploadStep,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Step 1 of the state-insurer flow in the customer portal: choose the document (or take a photo of it on a phone), then Upload Document; the progress shows while it is sent.',
          whenNotToUse: 'Not inside a change form: its documents are DocumentList, sent with the form. For one document inside any other form use FileUpload.',
          accessibility:
            'FileUpload\'s button is named "Your document, Choose a file" with the accepted types as its description. While uploading, the progress bar is labelled with the file\'s name and its percent is read politely; the Upload button shows it is busy. An error is an alert, read out at once.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { file: null, onFileChange: fn(), onUpload: fn(), progress: null, error: null },
} satisfies Meta<typeof DocumentUploadStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed 001 §5: Upload with no file chosen gets the spec's message (the page sets it). */
export const NoFileSelected: Story = {
  args: { error: SIGNING_MESSAGES.noFile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGNING_MESSAGES.noFile);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Document' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** Seed 001 §4: uploading, at 50% while the server prepares the document; the controls wait. */
export const Uploading: Story = {
  args: { file: lease, progress: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading lease.pdf' })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('Uploading... 50%')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Remove lease\.pdf/ })).toBeDisabled();
  },
};

/** On a phone with a camera, a photo may be taken instead of choosing a file. */
export const WithCamera: Story = {
  args: { cameraAlwaysAvailable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Take a Photo' })).toBeInTheDocument();
  },
};
