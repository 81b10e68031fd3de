import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { DsLink } from '../navigation/LinkContext';
import classes from './LinkCard.module.css';

export type LinkCardProps = { title: string; description: string; href: string; icon: Icon };

/** A whole-card link to a page: icon, title and one line of description. */
export function LinkCard({ title, description, href, icon: CardIcon }: LinkCardProps) {
  return (
    <Card component={DsLink} href={href} withBorder radius="md" padding="lg" className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <CardIcon size={26} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg" c="var(--mantine-color-text)">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
