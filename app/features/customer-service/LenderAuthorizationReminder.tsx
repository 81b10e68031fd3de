import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BORROWER_AUTHORIZATION_REMINDER } from '../../content/lender';

/** Seed 001 §1: the reminder at the top of the lender pages. */
export function LenderAuthorizationReminder() {
  return (
    <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
      <Text fw={600} size="sm">
        {BORROWER_AUTHORIZATION_REMINDER}
      </Text>
    </Alert>
  );
}
