import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './Signing.module.css';

export type SigningFrameModalProps = {
  /** The signing page's address; null when no link is open. */
  url: string | null;
  title: string;
  onClose: () => void;
};

/**
 * Seed 001 §4: the signing page in a frame, in a dialog with a Close button; full screen on a phone, where the
 * frame fills the screen under the title (one scroll area: the signing page's own) and the header's close button
 * is the only Close. The frame is our own page (not sandboxed: a browser shows no PDF inside a sandboxed frame).
 */
export function SigningFrameModal({ url, title, onClose }: SigningFrameModalProps) {
  const isPhone = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: true });
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      classNames={{ body: classes.frameBody }}
      closeButtonProps={{ 'aria-label': 'Close the signing window' }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        Read the document, agree to sign electronically and type your name. This window tells us when you have signed.
      </Text>
      {url && <iframe src={url} title="Signing page" className={classes.frame} />}
      {/* On a phone the header's close button is enough: the screen is the document's and Sign Document's. */}
      {!isPhone && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      )}
    </Modal>
  );
}
