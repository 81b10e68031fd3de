import { Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import classes from './StepHeading.module.css';

export type StepHeadingProps = {
  /** The step's name, as in the progress. */
  label: string;
  description?: string;
  id: string;
  order: 1 | 2 | 3;
  /** The shell focuses it after each step change. */
  ref: Ref<HTMLHeadingElement>;
};

/** The current step's name as a heading (focusable, for the shell to move focus to), with its description. */
export function StepHeading({ label, description, id, order, ref }: StepHeadingProps) {
  return (
    <div>
      <Title order={order} size="h3" id={id} ref={ref} tabIndex={-1} className={classes.heading} data-testid="step-heading">
        {label}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
    </div>
  );
}
