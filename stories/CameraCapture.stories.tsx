import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CAMERA_DENIED_MESSAGE, CameraCapture, cameraCaptureName } from '@design-system/Signing/CameraCapture';

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
