import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useLocale, useText } from '../../i18n/Locale';
import { savedWhen, shortDateTime, timeAgo } from '../drafts/relative-time';
import { FORM_SHELL_CATALOGUE } from '../text';

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
  resume: { title: 'draft.resumeTitle', resume: 'draft.resume', discard: 'draft.startNew' },
  incomplete: { title: 'draft.incompleteTitle', resume: 'draft.continue', discard: 'draft.dismiss' },
} as const;

/** Offers back a draft left by a previous visit (seed 001 §4, seed 002 shared wizard behaviour), in the page's language. */
export function DraftBanner({ savedAt, variant = 'resume', onResume, onDiscard, now = Date.now() }: DraftBannerProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const locale = useLocale();
  const words = WORDS[variant];
  const when = savedWhen(savedAt, now);
  const date = shortDateTime(savedAt, locale);
  const message =
    variant === 'incomplete'
      ? text('draft.incomplete', { date })
      : when.kind === 'on-date'
        ? text('draft.savedOn', { date })
        : text('draft.savedAgo', { when: when.kind === 'just-now' ? text('draft.justNow') : timeAgo(when.count, when.unit, locale) });
  return (
    <Alert variant="light" radius="md" icon={<IconHistory aria-hidden />} title={text(words.title)} role="region" data-testid="draft-banner">
      <Text size="sm">{message}</Text>
      <Group gap="xs" mt="sm">
        <Button size="sm" onClick={onResume}>
          {text(words.resume)}
        </Button>
        <Button size="sm" variant="default" onClick={onDiscard}>
          {text(words.discard)}
        </Button>
      </Group>
    </Alert>
  );
}
