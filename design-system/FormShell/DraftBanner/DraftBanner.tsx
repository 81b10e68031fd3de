import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { relativeTime, shortDateTime } from '../drafts/relative-time';

export type DraftBannerVariant = 'resume' | 'incomplete';

export type DraftBannerProps = {
  /** When the draft was saved (ms since the epoch). */
  savedAt: number;
  /**
   * 'resume': the portal form shell's banner, progress saved {relative time}, Resume / Start New.
   * 'incomplete': the document-management style, 'You have an incomplete form from {time}.', Continue / Dismiss.
   * @default 'resume'
   */
  variant?: DraftBannerVariant;
  /** Restores the draft's answers and step. */
  onResume: () => void;
  /** Deletes the draft: the form starts empty. */
  onDiscard: () => void;
  /** The moment the relative time is measured from. @default Date.now() */
  now?: number;
};

const WORDS = {
  resume: { title: 'Welcome back', resume: 'Resume', discard: 'Start New' },
  incomplete: { title: 'Incomplete form', resume: 'Continue', discard: 'Dismiss' },
} as const;

/** Offers back a draft left by a previous visit (seed 001 §4, seed 002 shared wizard behaviour). */
export function DraftBanner({ savedAt, variant = 'resume', onResume, onDiscard, now = Date.now() }: DraftBannerProps) {
  const words = WORDS[variant];
  const message =
    variant === 'resume'
      ? `Your progress on this form was saved ${relativeTime(savedAt, now)}. Resume where you left off, or start a new form.`
      : `You have an incomplete form from ${shortDateTime(savedAt)}.`;
  return (
    <Alert variant="light" radius="md" icon={<IconHistory aria-hidden />} title={words.title} role="region" data-testid="draft-banner">
      <Text size="sm">{message}</Text>
      <Group gap="xs" mt="sm">
        <Button size="sm" onClick={onResume}>
          {words.resume}
        </Button>
        <Button size="sm" variant="default" onClick={onDiscard}>
          {words.discard}
        </Button>
      </Group>
    </Alert>
  );
}
