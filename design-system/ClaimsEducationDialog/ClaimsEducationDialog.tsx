import { Button, Checkbox, Group, List, Modal, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocale, useText } from '../i18n/Locale';
import { CLAIMS_EDUCATION_TEXT } from './text';

export { CLAIMS_ACKNOWLEDGEMENT } from './text';

export type ClaimsEducationDialogProps = {
  opened: boolean;
  /** Called by the Close button, which is enabled only once the acknowledgement is ticked. */
  onAcknowledge: () => void;
};

const ignore = () => undefined;

/**
 * Seed 001 §2: what to know before filing a claim (private adjusters, assignment of benefits). It cannot
 * be dismissed except by its Close button after the acknowledgement: no X, no Escape, no outside click.
 */
export function ClaimsEducationDialog({ opened, onAcknowledge }: ClaimsEducationDialogProps) {
  const text = useText(CLAIMS_EDUCATION_TEXT);
  const translated = useLocale() !== 'en';
  const [acknowledged, setAcknowledged] = useState(false);
  // The dialog renders outside the page's portal scope: its colour comes from the theme, not the scope's variables.
  const { primaryColor } = useMantineTheme();
  // On a phone the statements get the whole screen rather than a box inside it.
  const phone = useMediaQuery('(max-width: 48em)');
  useEffect(() => {
    if (opened) setAcknowledged(false);
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={ignore}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="lg"
      centered
      fullScreen={phone}
      title={text('title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>{text('intro')}</Text>

        <Title order={3} size="h5">
          {text('adjusters.heading')}
        </Title>
        <List spacing={4} size="sm">
          <List.Item>{text('adjusters.own')}</List.Item>
          <List.Item>{text('adjusters.private')}</List.Item>
          <List.Item>{text('adjusters.check')}</List.Item>
        </List>

        <Title order={3} size="h5">
          {text('assignment.heading')}
        </Title>
        <List spacing={4} size="sm">
          <List.Item>{text('assignment.what')}</List.Item>
          <List.Item>{text('assignment.risk')}</List.Item>
          <List.Item>{text('assignment.florida')}</List.Item>
        </List>

        <Text size="sm">{text('questions')}</Text>
        {translated && (
          <Text size="sm" c="dimmed">
            {text('englishGoverns')}
          </Text>
        )}

        <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.currentTarget.checked)} label={text('acknowledgement')} />
        <Group justify="flex-end">
          <Button color={primaryColor} disabled={!acknowledged} onClick={onAcknowledge}>
            {text('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
