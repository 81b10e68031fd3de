import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { appStateContract, MAINTENANCE_MESSAGE } from '@contracts/app-state';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { clientFor } from '../api/contract-client';

const appStateApi = clientFor(appStateContract);

let asked: Promise<boolean> | undefined;

/** Whether maintenance is on, asked once per page load (GET /api/app-state); off when the answer does not come. */
function maintenanceOn(): Promise<boolean> {
  asked ??= appStateApi
    .appState({ quiet: true, unreported: true })
    .then((answer) => answer.status === 200 && answer.body.maintenance)
    .catch(() => false);
  return asked;
}

/**
 * A form, unless maintenance is on (seed 001 §3 app state): then the notice instead, before anyone types, as
 * the server would refuse what they send (503).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const translate = useTranslateMessage();
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    void maintenanceOn().then((value) => current && setOn(value));
    return () => {
      current = false;
    };
  }, []);
  if (!on) return children;
  return (
    <Alert color="yellow" variant="light" icon={<IconTools aria-hidden />} role="alert" data-testid="maintenance-notice">
      {translate(MAINTENANCE_MESSAGE)}
    </Alert>
  );
}
