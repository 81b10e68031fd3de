import { Anchor, Box, List, Title } from '@mantine/core';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useFocusOnAppearAllowed } from '../../a11y/focus-on-appear';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';
import classes from './ErrorSummary.module.css';

export type ErrorSummaryItem = {
  /** The id of the input the message is about: its link moves focus there. */
  fieldId: string;
  message: string;
};

export type ErrorSummaryProps = {
  errors: ErrorSummaryItem[];
  /** @default 'Please correct the following errors', in the page's language */
  title?: string;
  /** Focus moves to the summary when it appears and each time this value changes (each failed attempt). */
  focusKey?: unknown;
};

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]';

/** The element a link moves to: the field itself, or the first input inside it (a radio or checkbox group). */
const focusTarget = (element: HTMLElement) => (element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element));

const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const target = focusTarget(field);
  target.scrollIntoView({ block: 'center' });
  target.focus();
};

/**
 * The GOV.UK error summary: every problem in one list at the top, announced and focused when it appears,
 * each message a link to its field with the same words as the message beside the field.
 */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;
  const focusAllowed = useFocusOnAppearAllowed();
  useEffect(() => {
    if (shown && focusAllowed) ref.current?.focus();
  }, [shown, focusKey, focusAllowed]);

  if (!shown) return null;
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} className={classes.summary} data-testid="error-summary">
      <Title order={2} size="h4" id={titleId}>
        {title ?? text('errorSummaryTitle')}
      </Title>
      <List mt="xs" spacing={4} className={classes.list}>
        {errors.map((error) => (
          <List.Item key={error.fieldId}>
            <Anchor href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)} className={classes.link}>
              {error.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
