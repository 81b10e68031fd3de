import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CAMERA_DENIED_MESSAGE, CameraCapture, cameraCaptureName } from '@design-system/Signing/CameraCapture';
import { usage } from './docs/usage';

/** Makes the browser refuse the camera, as when a person denies the permission. */
function denyCamera() {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')), enumerateDevices: () => Promise.resolve([]) },
  });
  return () => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original);
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  };
}

const meta = {
  title: 'Design system/Signing/CameraCapture',
  component: CameraCapture,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            '"Take a Photo" of a paper document instead of choosing a file, in the customer\'s state-insurer upload. It shows only at phone widths (768 px and narrower) on a device with a camera; it opens the back camera in a dialog and Capture hands back a JPEG.',
          whenNotToUse:
            'Never as the only way to add a document: always beside FileUpload (DocumentUploadStep puts them together). Not for photos of people or of a signature.',
          accessibility:
            'A plain button. The camera opens in a dialog titled "Take a photo of your document": focus moves into it, and Escape or its close button closes it and turns the camera off. The video is labelled "Camera preview"; Capture stays disabled until the picture is live. A refused camera shows its message in an alert, which screen readers read out at once.',
        }),
      },
    },
  },
  globals: { portalType: 'customer' },
  args: { onCapture: fn(), forceAvailable: true },
} satisfies Meta<typeof CameraCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seed 001 §5 and §8: a refused camera says what to do instead; nothing is captured. */
export const CameraDenied: Story = {
  beforeEach: denyCamera,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take a Photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CAMERA_DENIED_MESSAGE);
    await expect(args.onCapture).not.toHaveBeenCalled();
  },
};

/** Not a phone-width screen with a camera: no button (the stories force it elsewhere). */
export const NotOffered: Story = {
  args: { forceAvailable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Take a Photo' })).not.toBeInTheDocument();
    await expect(cameraCaptureName(1_764_000_000_000)).toBe('camera_capture_1764000000000.jpg');
  },
};
