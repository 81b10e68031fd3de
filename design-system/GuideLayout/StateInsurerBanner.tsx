import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';

export type StateInsurerBannerProps = {
  /** The insurer's name: 'Citizens Property Insurance'. */
  insurerName: string;
  /** Where its questions and answers are: our own guidance page. */
  href: string;
  /** Who it concerns: 'Florida homeowners'. */
  audience?: string;
  linkLabel?: string;
  /** What the banner says before its link. @default 'Visit our Q&A page to find out what your letter means and what to do next.' */
  text?: string;
};

/**
 * Seed 001 §1: visitors who received a letter from a state-backed insurer are sent to its Q&A page.
 * An aside, so it is found as a landmark and read before the guide's sections.
 */
export function StateInsurerBanner({ insurerName, href, audience, linkLabel, text }: StateInsurerBannerProps) {
  return (
    <aside className={classes.notice} aria-label={`Letters from ${insurerName}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" color="yellow.8" variant="light" aria-hidden>
          <IconMailExclamation size={22} stroke={1.7} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{audience ? `${audience}: did you receive a letter from ${insurerName}?` : `Did you receive a letter from ${insurerName}?`}</Text>
          <Text size="sm" mt={4}>
            {text ?? 'Visit our Q&A page to find out what your letter means and what to do next.'}{' '}
            <Anchor component={DsLink} href={href} fw={700} size="sm" c="dark.8" underline="always">
              {linkLabel ?? `${insurerName} Q&A`}
            </Anchor>
          </Text>
        </div>
      </Group>
    </aside>
  );
}
