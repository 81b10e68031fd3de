import { Anchor, Text } from '@mantine/core';
import { routes } from '@site/paths';

/**
 * Beside every form's submit button: what the information is for, and the privacy notice, opened in a new tab
 * so the answers on the form are not lost.
 */
export function PrivacyFootnote() {
  return (
    <Text size="xs" c="dimmed" data-testid="privacy-footnote">
      We use what you send us only to handle your request.{' '}
      <Anchor href={routes.privacy()} target="_blank" rel="noopener" size="xs" underline="always">
        How we use your information
      </Anchor>
    </Text>
  );
}
