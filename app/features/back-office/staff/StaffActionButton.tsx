import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { api } from '../../../api/client';

type Answer = { status: number; body: unknown } | null;

/** What went wrong, from the server's answer; undefined when it is `done`. */
const problemOf = (answer: Answer, done: number, fallback: string) =>
  answer?.status === done ? undefined : ((answer?.body as { message?: string } | undefined)?.message ?? fallback);

export type StaffAction = {
  /** The button's text, its name for screen readers, and the second click's text, which says what happens. */
  labels: { action: string; accessibleName: string; confirm: string };
  /** Asks the server; answers what went wrong, or undefined. */
  run: () => Promise<string | undefined>;
};

/** Disabling a member of staff: they cannot sign in, and every session of theirs ends at once. */
export const disableAction = (member: { id: number; name: string }): StaffAction => ({
  labels: { action: 'Disable', accessibleName: `Disable ${member.name}`, confirm: `Disable ${member.name} and sign them out` },
  run: async () =>
    problemOf(
      await api.staff.disableStaff({ params: { id: String(member.id) }, body: {}, quiet: true }).catch(() => null),
      204,
      'The account could not be disabled. Please try again.',
    ),
});

/** Cancelling an invitation not yet taken up: the account is disabled, its links stop working. */
export const cancelInvitationAction = (member: { id: number; name: string }): StaffAction => ({
  ...disableAction(member),
  labels: { action: 'Cancel invitation', accessibleName: `Cancel ${member.name}’s invitation`, confirm: `Yes, cancel ${member.name}’s invitation` },
});

/** Resetting a member who lost their authenticator or password: signed out, and sent a new set-up link. */
export const resetAction = (member: { id: number; name: string }): StaffAction => ({
  labels: { action: 'Reset sign-in', accessibleName: `Reset ${member.name}’s sign-in`, confirm: `Sign ${member.name} out and send a new set-up link` },
  run: async () =>
    problemOf(
      await api.staff.resetStaff({ params: { id: String(member.id) }, body: {}, quiet: true }).catch(() => null),
      200,
      'The account could not be reset. Please try again.',
    ),
});

/** A staff action that takes a second click saying what it does. */
export function StaffActionButton({ action: { labels, run }, onDone }: { action: StaffAction; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const confirm = async () => {
    const failure = await run();
    if (failure) setProblem(failure);
    else onDone();
  };
  if (!confirming) {
    return (
      <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-label={labels.accessibleName}>
        {labels.action}
      </Button>
    );
  }
  return (
    <Group gap="xs">
      <Button size="xs" color="red" onClick={() => void confirm()}>
        {labels.confirm}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
        Cancel
      </Button>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Group>
  );
}
