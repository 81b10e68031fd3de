import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

export type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'rows' | 'classNames'> & {
  /** The lines it shows when empty. */
  minRows: number;
  /** The lines it grows to before it scrolls; without it, it grows with its text. */
  maxRows?: number;
};

/**
 * Mantine's Textarea, growing with its text between minRows and maxRows by CSS (`field-sizing: content`), where
 * Mantine's `autosize` measured the text in JavaScript: a hidden copy of the field and a forced layout of the page
 * on every mount and keystroke, which on a prerendered form fell inside the task that takes the page over. A browser
 * without `field-sizing` shows minRows and scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-textarea-min-rows': minRows, '--growing-textarea-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} style={[rows, style]} />;
}
