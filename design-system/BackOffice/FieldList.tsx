import { Stack, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './FieldList.module.css';

export type FieldListItem = {
  label: string;
  /** Text is shown as typed, line breaks kept; empty (null, undefined, blank text) reads "Not given". */
  value: ReactNode;
};

export type FieldListProps = {
  items: FieldListItem[];
  title?: string;
  /** The title's heading level. @default 2 */
  titleOrder?: TitleOrder;
};

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** A detail page's answers as a definition list: each label and the value given for it. */
export function FieldList({ items, title, titleOrder = 2 }: FieldListProps) {
  const list = (
    <dl className={classes.list}>
      {items.map(({ label, value }, index) => (
        <Fragment key={`${index}-${label}`}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{isEmpty(value) ? <span className={classes.empty}>Not given</span> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
  if (!title) return list;
  return (
    <Stack gap="sm">
      <Title order={titleOrder} size="h4">
        {title}
      </Title>
      {list}
    </Stack>
  );
}
