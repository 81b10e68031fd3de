import { Button, Flex, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFocusOnShow } from '../../a11y/useFocusOnShow';
import { useText } from '../../i18n/Locale';
import { DsLink } from '../../navigation/LinkContext';
import { ReceiptForm, type ReceiptOption } from './ReceiptForm';
import { FORM_SHELL_CATALOGUE } from '../text';
import { ReferenceNumber } from './ReferenceNumber';
import classes from './SuccessScreen.module.css';

export type SuccessAction = { label: string; href?: string; onClick?: () => void };

export type SuccessScreenProps = {
  title: string;
  message?: ReactNode;
  /** Server-issued; shown with a Copy button ('Copied' for 2 s). */
  referenceNumber: string;
  details: { label: string; value: ReactNode }[];
  nextSteps?: string[];
  primaryAction: SuccessAction;
  secondaryAction?: SuccessAction;
  /** The e-mailed receipt option; absent = not offered. send rejects on failure (see ReceiptOption). */
  receipt?: ReceiptOption;
  /** Runs once when the screen appears (a cancellation bursts confetti). */
  onShown?: () => void;
  /** Heading level of the title: 1 when the screen is the page, 2 inside a page that has its own h1. @default 1 */
  headingOrder?: 1 | 2;
};

function ActionButton({ action, variant }: { action: SuccessAction; variant: 'filled' | 'default' }) {
  if (action.href) {
    return (
      <Button component={DsLink} href={action.href} onClick={action.onClick} variant={variant} size="md">
        {action.label}
      </Button>
    );
  }
  return (
    <Button onClick={action.onClick} variant={variant} size="md">
      {action.label}
    </Button>
  );
}

/**
 * The screen that replaces a submitted portal form (seed 001 §3 success message content, §4 receipt):
 * title, reference number with copy, a summary of what was sent, what happens next, the e-mailed receipt
 * and where to go. The heading takes focus, so a screen reader announces the outcome.
 */
export function SuccessScreen({
  title,
  message,
  referenceNumber,
  details,
  nextSteps = [],
  primaryAction,
  secondaryAction,
  receipt,
  onShown,
  headingOrder = 1,
}: SuccessScreenProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const headingRef = useFocusOnShow<HTMLHeadingElement>(onShown);
  const subheading = headingOrder === 1 ? 2 : 3;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" data-testid="success-screen">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={48} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} ref={headingRef} tabIndex={-1} size="h2">
          {title}
        </Title>
        {message && (
          <Text size="lg" maw={560}>
            {message}
          </Text>
        )}
        <ReferenceNumber value={referenceNumber} />
      </Stack>

      {details.length > 0 && (
        <Stack gap="xs" mt="xl">
          <Title order={subheading} size="h4">
            {text('success.summary')}
          </Title>
          <dl className={classes.details} data-testid="success-details">
            {details.map((detail) => (
              <div key={detail.label} style={{ display: 'contents' }}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        </Stack>
      )}

      {nextSteps.length > 0 && (
        <Stack gap="xs" mt="xl">
          <Title order={subheading} size="h4">
            {text('success.nextSteps')}
          </Title>
          <List type="ordered" spacing="xs" data-testid="success-next-steps">
            {nextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      )}

      {receipt && (
        <Stack mt="xl">
          <ReceiptForm send={receipt.send} defaultEmail={receipt.defaultEmail} headingOrder={subheading} />
        </Stack>
      )}

      <Flex mt="xl" gap="sm" justify="center" direction={{ base: 'column', xs: 'row' }}>
        <ActionButton action={primaryAction} variant="filled" />
        {secondaryAction && <ActionButton action={secondaryAction} variant="default" />}
      </Flex>
    </Paper>
  );
}
