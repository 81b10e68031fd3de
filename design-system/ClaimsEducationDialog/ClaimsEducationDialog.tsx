import { Button, Checkbox, Group, List, Modal, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Seed 001 §2: the acknowledgement the visitor must tick before the dialog can be closed. */
export const CLAIMS_ACKNOWLEDGEMENT = 'By checking this box you acknowledge you have read the above statements.';

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
      title="Before You File a Claim"
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>Please read these two points. They can affect how much of your claim payment you keep.</Text>

        <Title order={3} size="h5">
          Private (public) adjusters
        </Title>
        <List spacing={4} size="sm">
          <List.Item>
            Your insurance company assigns its own adjuster to your claim at no cost to you. You do not need to hire anyone to file a claim.
          </List.Item>
          <List.Item>
            A private adjuster, also called a public adjuster, works for you rather than for the insurer, and is usually paid a percentage of your claim
            payment. State law may cap that fee.
          </List.Item>
          <List.Item>
            Before signing with one, check their license with your state's department of insurance and read the fee and the cancellation terms.
          </List.Item>
        </List>

        <Title order={3} size="h5">
          Assignment of benefits
        </Title>
        <List spacing={4} size="sm">
          <List.Item>
            An assignment of benefits is a contract that signs your claim rights over to someone else, often a contractor or a water removal company. They then
            deal with your insurer, and may sue it, in your place.
          </List.Item>
          <List.Item>
            Once signed, you may lose control over the repairs and the payment, and disputes can delay your claim. Read any contract a contractor asks you to
            sign after a loss.
          </List.Item>
          <List.Item>In Florida, property policies issued on or after January 1, 2023 do not allow an assignment of benefits.</List.Item>
        </List>

        <Text size="sm">Questions? Call your agent or your insurance company before you sign anything.</Text>

        <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.currentTarget.checked)} label={CLAIMS_ACKNOWLEDGEMENT} />
        <Group justify="flex-end">
          <Button color={primaryColor} disabled={!acknowledged} onClick={onAcknowledge}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
