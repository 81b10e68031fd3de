import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGNING_MESSAGES } from '@contracts/document-signing';
import { DocumentUploadStep } from '@design-system/Signing/DocumentUploadStep';

const lease = new File([new Uint8Array(2048)], 'lease.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Design system/Signing/DocumentUploadStep',
  component: DocumentUploadStep,
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
