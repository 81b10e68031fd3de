import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type FileUploadProps } from '@design-system/FileUpload/FileUpload';
import { usage } from './docs/usage';

/** FileUpload is controlled; the stories keep the chosen file the way a form would. */
function ControlledFileUpload({ value: initialValue = null, onChange, ...props }: FileUploadProps) {
  const [value, setValue] = useState<File | null>(initialValue);
  return (
    <FileUpload
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const pdf = (size = 1536) => new File([new Uint8Array(size)], 'borrower-authorization.pdf', { type: 'application/pdf' });

/** The file input inside the drop zone (hidden: the zone itself is the control). */
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Chooses a file as the browser's file dialog would, past its accept filter, so the component's own check is seen. */
const choose = (canvasElement: HTMLElement, file: File) => userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), file);

const meta = {
  title: 'Design system/FileUpload',
  component: FileUpload,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "One document in a form: drop it on the zone or choose it with the button, then see its name and size, the upload's progress and Remove. A file of the wrong type or too large is refused with the spec's words. Used by the lender's borrower authorization, the insurance request and the change forms.",
          whenNotToUse:
            'Not for several documents of different types: use DocumentList in a change form. Not for photos straight from a camera on its own: DocumentUploadStep adds CameraCapture beside it.',
          accessibility:
            'The one control is a real button named by the label and "Choose a file", described by the accepted types and size (the drop zone itself is not focusable). Once a file is chosen the control is its "Remove deed.pdf" button, with the same `id`, so an error summary\'s link still lands on it. Errors are alerts linked to the button. The progress bar is labelled "Uploading deed.pdf".',
        }),
      },
    },
  },
  render: (args) => <ControlledFileUpload {...args} />,
  args: {
    label: "Borrower's Authorization Form",
    value: null,
    onChange: fn(),
    required: true,
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: "Borrower's Authorization Form Choose a file" });
    await expect(zone).toHaveAccessibleDescription(/PDF, DOC, DOCX, JPG, JPEG or PNG, up to 15 MB/);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', expect.stringContaining('.docx'));

    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByText('borrower-authorization.pdf')).toBeVisible();
    await expect(canvas.getByText('1.5 KB')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'borrower-authorization.pdf' }));
    // Focus stays in the field: on the Remove button that took the place of Choose a file.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove borrower-authorization.pdf' })).toHaveFocus());
  },
};

export const WrongFileType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await canvas.findByText('File type not supported. Please upload a supported file type.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveAccessibleDescription(/File type not supported/);
    await expect(args.onChange).not.toHaveBeenCalled();

    // A supported file clears the message.
    await userEvent.upload(fileInput(canvasElement), pdf());
    await waitFor(() => expect(canvas.queryByText('File type not supported. Please upload a supported file type.')).toBeNull());
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/up to 1 KB/)).toBeVisible();
    await choose(canvasElement, pdf(4096));
    await expect(await canvas.findByText('The file is too large. Please upload a file of at most 1 KB.')).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { value: new File([new Uint8Array(2.5 * 1024 * 1024)], 'signed-form.docx') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('signed-form.docx')).toBeVisible();
    await expect(canvas.getByText('2.5 MB')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove signed-form.docx' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { value: pdf(), progress: 42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading borrower-authorization.pdf' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Uploading... 42%')).toBeVisible();
  },
};

export const UploadDone: Story = {
  args: { value: pdf(), progress: 100 },
  play: async ({ canvasElement }) => {
    // Shown while between 0 and 100 only.
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Uploading the document is required.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Uploading the document is required.');
    await expect(canvas.getByRole('button', { name: /Choose a file/ })).toHaveAccessibleDescription(/Uploading the document is required\./);
  },
};
