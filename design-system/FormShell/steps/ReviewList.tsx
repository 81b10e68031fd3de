import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ReviewList.module.css';

export type ReviewItem = { label: string; value: ReactNode };

/** The review of a change form's answers before it is sent: each answer under its label, as a description list. */
export function ReviewList({ title, items }: { title: string; items: ReviewItem[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-testid="review-list">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <dl className={classes.list}>
        {items.map((item) => (
          <div key={item.label} className={classes.row}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
