import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useFocusOnShow } from '../a11y/useFocusOnShow';
import { useText } from '../i18n/Locale';
import { ReferenceNumber } from '../FormShell/SuccessScreen/ReferenceNumber';
import { DsLink } from '../navigation/LinkContext';
import { SIGNING_TEXT } from './text';

export type SignatureCompletedProps = {
  /** Seed 001 §4: 'Signature Completed: Thank you for submitting your document. ...', in the page's language (shown as given); the part before the colon is the heading. */
  message: string;
  backHref: string;
  /** The back link's words; 'Back' in the page's language when not given. */
  backLabel?: string;
  /** Called once when shown: the page celebrates (a confetti burst, none with reduced motion). */
  onShown?: () => void;
  /** What happens next, under the thanks (where the signed copy goes). */
  note?: ReactNode;
  /** The signed document's server-issued reference, shown with Copy so the person can follow it. */
  referenceNumber?: string;
  /** Where the person follows it (/dashboard with the reference). */
  status?: { href: string; label: string };
};

/** The end of the signing flow: the heading is focused so a screen reader announces it. */
export function SignatureCompleted({ message, backHref, backLabel, onShown, note, referenceNumber, status }: SignatureCompletedProps) {
  const text = useText(SIGNING_TEXT);
  const heading = useFocusOnShow<HTMLHeadingElement>(onShown);
  const [title, ...rest] = message.split(': ');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="signature-completed-heading"
      data-testid="signature-completed"
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2} id="signature-completed-heading" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Text size="lg">{rest.join(': ')}</Text>
        {referenceNumber && <ReferenceNumber value={referenceNumber} />}
        {note && (
          <Text maw="36rem" style={{ overflowWrap: 'anywhere' }} data-testid="signature-completed-note">
            {note}
          </Text>
        )}
        <Group gap="sm" justify="center">
          {status && (
            <Button component={DsLink} href={status.href}>
              {status.label}
            </Button>
          )}
          <Button component={DsLink} href={backHref} variant={status ? 'default' : 'filled'} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {backLabel ?? text('completed.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
