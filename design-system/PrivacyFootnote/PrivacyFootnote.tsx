import { Anchor, Text } from '@mantine/core';
import { routes } from '@site/paths';
import { useText } from '../i18n/Locale';
import { PRIVACY_FOOTNOTE_TEXT } from './text';

/**
 * Beside every form's submit button: what the information is for, and the privacy notice, opened in a new tab
 * so the answers on the form are not lost.
 */
export function PrivacyFootnote() {
  const text = useText(PRIVACY_FOOTNOTE_TEXT);
  return (
    <Text size="xs" c="dimmed" data-testid="privacy-footnote">
      {text('use')}{' '}
      <Anchor href={routes.privacy()} target="_blank" rel="noopener" size="xs" underline="always">
        {text('link')}
      </Anchor>
    </Text>
  );
}
