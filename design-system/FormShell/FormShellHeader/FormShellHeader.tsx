import { Title } from '@mantine/core';
import type { DraftSaveStatus } from '../hooks/useFormDraft';
import { SavingIndicator } from '../SavingIndicator/SavingIndicator';
import classes from './FormShellHeader.module.css';

export type FormShellHeaderProps = {
  /** The title as a heading, or null when the page's own heading names the form. */
  title: { text: string; id: string; order: 1 | 2 } | null;
  /** The draft's saving status, or null when no draft is kept. */
  saveStatus: DraftSaveStatus | null;
};

/** The form's title (when shown) with the draft's saving indicator at its end. */
export function FormShellHeader({ title, saveStatus }: FormShellHeaderProps) {
  if (!title && saveStatus === null) return null;
  return (
    <div className={classes.header}>
      {title && (
        <Title order={title.order} id={title.id} size="h2">
          {title.text}
        </Title>
      )}
      {saveStatus !== null && <SavingIndicator status={saveStatus} />}
    </div>
  );
}
