import { Button, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useText } from '../i18n/Locale';
import classes from './Signing.module.css';
import { SIGNING_TEXT } from './text';

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
  const text = useText(SIGNING_TEXT);
  const isPhone = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: true });
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      classNames={{ body: classes.frameBody }}
      closeButtonProps={{ 'aria-label': text('frame.closeLabel') }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {text('frame.intro')}
      </Text>
      {url && <iframe src={url} title={text('frame.frameTitle')} className={classes.frame} />}
      {/* On a phone the header's close button is enough: the screen is the document's and Sign Document's. */}
      {!isPhone && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {text('frame.close')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
