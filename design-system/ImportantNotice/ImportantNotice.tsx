import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ImportantNoticeProps = {
  /** What the person must know before they go on: one or two sentences. */
  children: ReactNode;
};

/**
 * A short notice a person must not miss before they fill in a form (the lender's reminder of seed 001 §1):
 * yellow, with a warning icon, in bold. Not for errors (those are red, beside their field) nor for news.
 */
export function ImportantNotice({ children }: ImportantNoticeProps) {
  return (
    <Alert variant="light" color="yellow" icon={<IconAlertTriangle aria-hidden />}>
      <Text fw={600} size="sm">
        {children}
      </Text>
    </Alert>
  );
}
