import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useText } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';
import { STATE_INSURER_BANNER_TEXT } from './StateInsurerBanner.text';

export type StateInsurerBannerProps = {
  /** The insurer's name: 'Citizens Property Insurance'. */
  insurerName: string;
  /** Where its questions and answers are: our own guidance page. */
  href: string;
  /** Who it concerns: 'Florida homeowners'. */
  audience?: string;
  /** The link's words. @default '{insurerName} Q&A', in the page's language */
  linkLabel?: string;
  /** What the banner says before its link. @default 'Visit our Q&A page to find out what your letter means and what to do next.', in the page's language */
  text?: string;
};

/**
 * Seed 001 §1: visitors who received a letter from a state-backed insurer are sent to its Q&A page.
 * An aside, so it is found as a landmark and read before the guide's sections. Its own words follow the page's
 * language; what its page gives it (the insurer, the audience, its text) is shown as given.
 */
export function StateInsurerBanner({ insurerName, href, audience, linkLabel, text }: StateInsurerBannerProps) {
  const words = useText(STATE_INSURER_BANNER_TEXT);
  const insurer = { insurer: insurerName };
  return (
    <aside className={classes.notice} aria-label={words('label', insurer)}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" color="yellow.8" variant="light" aria-hidden>
          <IconMailExclamation size={22} stroke={1.7} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{audience ? words('questionTo', { ...insurer, audience }) : words('question', insurer)}</Text>
          <Text size="sm" mt={4}>
            {text ?? words('text')}{' '}
            <Anchor component={DsLink} href={href} fw={700} size="sm" c="dark.8" underline="always">
              {linkLabel ?? words('link', insurer)}
            </Anchor>
          </Text>
        </div>
      </Group>
    </aside>
  );
}
