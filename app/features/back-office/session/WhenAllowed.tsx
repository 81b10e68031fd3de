import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BackOfficeRouteName } from '@contracts/back-office/route-roles';
import { STAFF_AUTH_MESSAGES } from '@contracts/back-office/staff-auth';
import { useMayCall } from './staff-session';

/**
 * A page for those the table of roles lets call `to` (the route it opens with); anyone else who reaches its
 * address sees why there is nothing here, and the page asks the server for nothing.
 */
export function WhenAllowed({ to, children }: { to: BackOfficeRouteName; children: ReactNode }) {
  return useMayCall(to) ? children : <Alert color="red" role="alert" title={STAFF_AUTH_MESSAGES.adminOnly} />;
}
