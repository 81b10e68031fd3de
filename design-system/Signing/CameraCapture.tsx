import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/Locale';
import { SIGNING_ENGLISH, SIGNING_TEXT } from './text';

/** Seed 001 §5: offered at this screen width and below, on a device with a camera. */
const CAMERA_MAX_WIDTH_PX = 768;
/** Seed 001 §5: the photo is a JPEG of this quality, named camera_capture_{time}. */
const CAMERA_JPEG_QUALITY = 0.95;
/** The refused camera's message in English (seed 001 §8); shown in the page's language. */
export const CAMERA_DENIED_MESSAGE = SIGNING_ENGLISH['camera.denied'];

export const cameraCaptureName = (time: number) => `camera_capture_${time}.jpg`;

/** Whether the device has a camera (asked once; a browser without media devices has none). */
function useHasCamera(): boolean {
  const [hasCamera, setHasCamera] = useState(false);
  useEffect(() => {
    let live = true;
    void navigator.mediaDevices
      ?.enumerateDevices?.()
      .then((devices) => live && setHasCamera(devices.some((device) => device.kind === 'videoinput')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return hasCamera;
}

export type CameraCaptureProps = {
  onCapture: (file: File) => void;
  /** Show the button whatever the screen and device (stories, tests). */
  forceAvailable?: boolean;
  disabled?: boolean;
};

/**
 * Take a photo of the document instead of choosing a file: a button, at phone widths on a device with a
 * camera, that opens the back camera in a dialog; Capture saves a JPEG. A refused camera says so.
 */
export function CameraCapture({ onCapture, forceAvailable = false, disabled }: CameraCaptureProps) {
  const text = useText(SIGNING_TEXT);
  const isPhoneWidth = useMediaQuery(`(max-width: ${CAMERA_MAX_WIDTH_PX}px)`, false, { getInitialValueInEffect: true });
  const hasCamera = useHasCamera();
  const [open, setOpen] = useState(false);
  /** The camera was refused (or gave no picture): worded when shown, in the page's language. */
  const [denied, setDenied] = useState(false);
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setReady(false);
  };
  useEffect(() => stop, []);

  const start = async () => {
    setDenied(false);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      setOpen(true);
    } catch {
      setDenied(true);
    }
  };

  const capture = () => {
    const element = video.current;
    if (!element) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return setDenied(true);
        onCapture(new File([blob], cameraCaptureName(Date.now()), { type: 'image/jpeg' }));
        stop();
        setOpen(false);
      },
      'image/jpeg',
      CAMERA_JPEG_QUALITY,
    );
  };

  if (!forceAvailable && !(isPhoneWidth && hasCamera)) return null;
  return (
    <Stack gap="xs">
      <Button variant="outline" leftSection={<IconCamera size={18} aria-hidden />} onClick={() => void start()} disabled={disabled}>
        {text('camera.takePhoto')}
      </Button>
      {denied && (
        <Alert color="red" role="alert" variant="light">
          {text('camera.denied')}
        </Alert>
      )}
      <Modal
        opened={open}
        onClose={() => {
          stop();
          setOpen(false);
        }}
        title={text('camera.title')}
        fullScreen={isPhoneWidth}
      >
        <Stack>
          <Text size="sm">{text('camera.hint')}</Text>
          <video
            ref={(element) => {
              video.current = element;
              if (element && stream.current && element.srcObject !== stream.current) {
                element.srcObject = stream.current;
                void element.play().catch(() => undefined);
              }
            }}
            onLoadedData={() => setReady(true)}
            playsInline
            muted
            aria-label={text('camera.preview')}
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
          <Group justify="flex-end">
            <Button onClick={capture} disabled={!ready}>
              {text('camera.capture')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
