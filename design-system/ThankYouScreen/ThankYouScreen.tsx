import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { useFocusOnShow } from '../a11y/useFocusOnShow';
import { useText } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import { telHref } from '../navigation/tel-href';
import { THANK_YOU_TEXT } from './text';

export type ThankYouAction = { label: string; href: string; variant?: 'filled' | 'outline' };

export type ThankYouScreenProps = {
  title?: string;
  message: string;
  /** The server-issued reference of what was submitted. */
  referenceNumber?: string;
  nextSteps: string[];
  supportPhone: string;
  supportEmail: string;
  actions: ThankYouAction[];
  /** Runs once when the screen appears (the quote page bursts confetti). */
  onShown?: () => void;
};

/** The screen that replaces a finished form: what happens next, how to reach us, where to go. */
export function ThankYouScreen({ title, message, referenceNumber, nextSteps, supportPhone, supportEmail, actions, onShown }: ThankYouScreenProps) {
  const text = useText(THANK_YOU_TEXT);
  const headingRef = useFocusOnShow<HTMLHeadingElement>(onShown);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" color="customerGreen" variant="light" aria-hidden>
          <IconCircleCheck size={48} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title ?? text('title')}
        </Title>
        <Text size="lg">{message}</Text>
        {referenceNumber && (
          <Text>
            {text('reference')}{' '}
            <Text component="strong" fw={800} ff="monospace" data-testid="reference-number" style={{ whiteSpace: 'nowrap' }}>
              {referenceNumber}
            </Text>
          </Text>
        )}
      </Stack>

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h4">
          {text('nextSteps')}
        </Title>
        <List type="ordered" spacing="xs">
          {nextSteps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>

      <Stack gap="xs" mt="xl">
        <Title order={2} size="h4">
          {text('help')}
        </Title>
        <Group gap="xl" wrap="wrap">
          <Anchor href={telHref(supportPhone)} fw={600}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconPhone size={18} aria-hidden />
              {supportPhone}
            </Group>
          </Anchor>
          <Anchor href={`mailto:${supportEmail}`} fw={600}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconMail size={18} aria-hidden />
              {supportEmail}
            </Group>
          </Anchor>
        </Group>
      </Stack>

      <Group mt="xl" gap="sm" justify="center">
        {actions.map((action) => (
          <Button key={action.href + action.label} component={DsLink} href={action.href} variant={action.variant ?? 'filled'}>
            {action.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
