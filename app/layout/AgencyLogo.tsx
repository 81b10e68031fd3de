import { Group, Text } from '@mantine/core';
import { useText } from '@design-system/i18n/Locale';
import { SHELL_TEXT } from './text';

/** The agency's mark (a shield with a keystone) and name, drawn as SVG. */
export function AgencyLogo() {
  const text = useText(SHELL_TEXT);
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden focusable="false">
        <path d="M17 2 L30 7 V16 C30 24 24 30 17 32 C10 30 4 24 4 16 V7 Z" fill="var(--mantine-primary-color-filled)" />
        <path d="M12 12 H22 L20 24 H14 Z" fill="#fff" />
      </svg>
      <Text component="span" fw={800} size="lg" c="var(--mantine-color-gray-9)" lh={1.1}>
        Keystone
        <Text component="span" display="block" size="xs" fw={600} c="dimmed">
          {text('tagline')}
        </Text>
      </Text>
    </Group>
  );
}
