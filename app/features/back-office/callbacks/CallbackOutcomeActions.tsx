import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { callbackOutcomeLabel as labelOf, type CallbackOutcome, type TCallbackTask } from '@contracts/back-office/callbacks';
import { todayInEastern } from '@contracts/dates';
import { CALLBACK_WINDOWS } from '@contracts/policy-changes/cancellation';
import { api } from '../../../api/client';

type Props = { task: TCallbackTask; onRecorded: (task: TCallbackTask) => void };

/**
 * How the call went, recorded on the callback alone: Done, No answer, or Reschedule to a new day and window. The
 * request's status is not touched, so nobody is e-mailed (changing the status is on the submission's page).
 */
export function CallbackOutcomeActions({ task, onRecorded }: Props) {
  const [rescheduling, setRescheduling] = useState(false);
  const [date, setDate] = useState('');
  const [window, setWindow] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const record = async (outcome: CallbackOutcome) => {
    setSending(true);
    setProblem(undefined);
    const body = outcome === 'rescheduled' ? { outcome, date, window: window ?? '' } : { outcome };
    const response = await api.callbacks.recordCallbackOutcome({ params: { referenceNumber: task.referenceNumber }, body, quiet: true }).catch(() => null);
    setSending(false);
    if (response?.status === 200) {
      setRescheduling(false);
      setErrors({});
      return onRecorded(response.body);
    }
    const answer = (response?.body ?? {}) as { message?: string; errors?: Record<string, string[]> };
    if (answer.errors) setErrors(Object.fromEntries(Object.entries(answer.errors).map(([field, messages]) => [field, messages[0]!])));
    else setProblem(answer.message ?? 'The outcome could not be saved. Please try again.');
  };

  return (
    <Stack gap="xs" role="group" aria-label={`How the call to ${task.name} went`}>
      {problem && <Alert color="red" role="alert" title={problem} />}
      <Group gap="xs">
        <Button size="compact-sm" color="customerGreen" loading={sending} onClick={() => void record('done')}>
          {labelOf('done')}
        </Button>
        <Button size="compact-sm" variant="light" loading={sending} onClick={() => void record('no_answer')}>
          {labelOf('no_answer')}
        </Button>
        <Button size="compact-sm" variant="default" aria-expanded={rescheduling} onClick={() => setRescheduling((open) => !open)}>
          Reschedule
        </Button>
      </Group>
      {rescheduling && (
        <Group align="flex-end" gap="xs">
          <TextInput
            type="date"
            label="New day"
            min={todayInEastern()}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label="New window"
            placeholder="Choose a window"
            data={CALLBACK_WINDOWS.map(({ value, label }) => ({ value, label }))}
            value={window}
            onChange={setWindow}
            error={errors.window}
            w={{ base: '100%', xs: 220 }}
          />
          <Button size="sm" loading={sending} onClick={() => void record('rescheduled')}>
            Save new time
          </Button>
        </Group>
      )}
    </Stack>
  );
}
