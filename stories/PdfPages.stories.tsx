import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PdfPages } from '@design-system/Signing/PdfPages';
import { usage } from './docs/usage';

const meta = {
  title: 'Design system/Signing/PdfPages',
  component: PdfPages,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            "A PDF drawn page by page (pdf.js, loaded only when shown): the document to sign in our signing page, and a submission's PDF in the back office's viewer.",
          whenNotToUse: 'Not for images (show them as images), nor for a file only to be saved (link it with a download).',
          accessibility:
            'The pages are one focusable group named by its title, each page an image named "Page n of N"; it is busy while drawing. A link opens the file itself, and is all there is when drawing fails.',
        }),
      },
    },
  },
  args: { url: 'about:blank', title: 'Document: lease.pdf' },
} satisfies Meta<typeof PdfPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file that cannot be drawn (here, none at all): the group stops being busy and the link to the file is left. */
export const WhenDrawingFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('group', { name: 'Document: lease.pdf' });
    // pdf.js gives up on the address in its own time: seconds on a busy machine, so more than waitFor's default second.
    await waitFor(() => expect(pages).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    await expect(canvas.getByRole('link', { name: /Open the document/ })).toHaveAttribute('href', 'about:blank');
  },
};
