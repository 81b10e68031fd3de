import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';

/**
 * Seed 001 §3 maintenance mode, for administrators: while on, every form on the site says so before anyone
 * types, and what is sent is refused (503). The back office stays open, so it can be switched off here.
 */
export function MaintenanceSwitch({ onChanged }: { onChanged: () => void }) {
  const [on, setOn] = useState<boolean>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.appState
      .appState({ quiet: true })
      .then((answer) => answer.status === 200 && setOn(answer.body.maintenance))
      .catch(() => setFailed(true));
  }, []);

  const change = async (next: boolean) => {
    const answer = await api.appState.setMaintenance({ body: { maintenance: next }, quiet: true }).catch(() => null);
    if (answer?.status === 200) {
      setOn(answer.body.maintenance);
      setFailed(false);
      onChanged();
    } else setFailed(true);
  };

  return (
    <Stack gap="xs">
      <Switch
        label="Maintenance mode"
        description="While on, the site's forms say we are doing maintenance and take nothing; pages and the back office work as usual."
        checked={on ?? false}
        disabled={on === undefined}
        onChange={(event) => void change(event.currentTarget.checked)}
        data-testid="maintenance-switch"
      />
      <Text size="sm" role="status">
        {on === undefined ? '' : on ? 'Maintenance mode is on: forms are closed.' : 'Maintenance mode is off: forms are open.'}
      </Text>
      {failed && <Alert color="red" role="alert" title="Maintenance mode could not be changed. Please try again." />}
    </Stack>
  );
}
