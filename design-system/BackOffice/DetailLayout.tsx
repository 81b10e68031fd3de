import { Box, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DetailLayout.module.css';

export type DetailLayoutProps = {
  title: ReactNode;
  /** A line under the title: reference, dates, who has it. */
  meta?: ReactNode;
  /** Buttons and menus: top right beside the title, under it when there is no room (phones). */
  actions?: ReactNode;
  /** The side column (status, assignment, history); above the main column below the md breakpoint, where the moves come first. */
  side?: ReactNode;
  /** Accessible name of the side column's region. @default 'Details' */
  sideLabel?: string;
  /** The title's heading level. @default 1 */
  titleOrder?: TitleOrder;
  /** The main column. */
  children: ReactNode;
};

/** One record's page in the back office: title, meta line and actions, then a main and a side column. */
export function DetailLayout({ title, meta, actions, side, sideLabel = 'Details', titleOrder = 1, children }: DetailLayoutProps) {
  return (
    <Stack gap="lg">
      <div className={classes.header}>
        <div className={classes.heading}>
          <Title order={titleOrder} size="h2" className={classes.title}>
            {title}
          </Title>
          {meta && (
            <Text component="div" size="sm" mt={4} className={classes.meta}>
              {meta}
            </Text>
          )}
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
      <Box className={classes.columns} mod={{ 'with-side': Boolean(side) }}>
        {side && (
          <Stack component="section" gap="lg" aria-label={sideLabel} className={classes.side}>
            {side}
          </Stack>
        )}
        <Stack gap="lg" className={classes.main}>
          {children}
        </Stack>
      </Box>
    </Stack>
  );
}
