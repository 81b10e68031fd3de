import { Alert, Badge, Group, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { CALLBACK_DUES, type CallbackDue, type TCallbacksQuery } from '@contracts/back-office/callbacks';
import { formatDateForDisplay } from '@contracts/dates';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { shownData, useServerData } from '../useServerData';
import { CallbackCard } from './CallbackCard';

const loadCallbacks = (include: string) => api.callbacks.listCallbacks({ query: { include: include as NonNullable<TCallbacksQuery['include']> }, quiet: true });

const GROUPS: Record<CallbackDue, { title: string; empty: string }> = {
  today: { title: 'Due today', empty: 'No callbacks are due today.' },
  overdue: { title: 'Overdue', empty: 'No callbacks are overdue.' },
  upcoming: { title: 'Upcoming', empty: 'No callbacks are coming up.' },
};

/** /admin/callbacks: the win-back callbacks cancellation requests asked for, due today first, then overdue, then upcoming. */
export function CallbacksPage() {
  usePageTitle('Callbacks');
  const [params, setParams] = useSearchParams();
  const include = params.get('include') === 'all' ? 'all' : 'open';
  const { state, reload } = useServerData(include, loadCallbacks, { failedMessage: 'The callbacks could not be loaded. Please try again.' });
  const list = shownData(state);

  return (
    <Stack gap="lg">
      <Title order={1}>Callbacks</Title>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed">
          Customers who asked, when cancelling, to be called back to discuss their options. Open: not yet Completed or Declined.
          {list ? ` Today is ${formatDateForDisplay(list.today)} (Eastern time).` : ''}
        </Text>
        <SegmentedControl
          aria-label="Which callbacks"
          value={include}
          onChange={(value) => setParams(value === 'all' ? { include: 'all' } : {}, { replace: true })}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {state.status === 'failed' && <Alert color="red" role="alert" title={state.message} />}
      {!list && state.status === 'loading' && <Text aria-live="polite">Loading…</Text>}
      {list &&
        CALLBACK_DUES.map((due) => {
          const tasks = list.tasks.filter((task) => task.due === due);
          const headingId = `callbacks-${due}`;
          return (
            <Stack component="section" gap="xs" key={due} aria-labelledby={headingId}>
              <Group gap="xs">
                <Title order={2} size="h3" id={headingId}>
                  {GROUPS[due].title}
                </Title>
                <Badge variant="light" color={due === 'overdue' && tasks.length ? 'red' : 'gray'}>
                  {tasks.length}
                  <VisuallyHidden> {tasks.length === 1 ? 'callback' : 'callbacks'}</VisuallyHidden>
                </Badge>
              </Group>
              {tasks.length ? (
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {tasks.map((task) => (
                    <CallbackCard key={task.referenceNumber} task={task} onRecorded={reload} />
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed">{GROUPS[due].empty}</Text>
              )}
            </Stack>
          );
        })}
    </Stack>
  );
}
