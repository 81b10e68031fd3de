import { Button, Loader } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRotate, IconSend } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { FORM_SHELL_TEXT } from '../constants';
import classes from './FormActions.module.css';

export type FormActionsProps = {
  /** Back is offered from step 2, and on step 1 when the form can be left (`exitLabel`). */
  showBack: boolean;
  /** On step 1, Back leaves the form: it reads `exitLabel`. */
  leavesForm: boolean;
  exitLabel: string;
  onBack: () => void;
  /** false on a step with nothing to send or go on to: only Back. */
  showForward: boolean;
  /** Submit (with `submitLabel`) on the last step, else Next. */
  isLastStep: boolean;
  submitLabel: string;
  submitting: boolean;
  /** A step change or a send is under way: every button waits. */
  busy: boolean;
  /** The step's own work (a document being read): the forward button waits with a spinner. */
  waiting: boolean;
  /** The step disables Next until its answers pass (the terms to agree). */
  blocked: boolean;
};

/**
 * Pressing Back or Next with the mouse leaves the field being typed in focused: were it to lose focus on the
 * press, its error (shown on blur) would push the button down before the release, and the click would miss.
 * The button's own action validates every field anyway.
 */
const keepFieldFocused = (event: MouseEvent) => event.preventDefault();

/** Back on the left, Next or Submit on the right (stacked, forward on top, at phone width). Submit is the form's submit button. */
export function FormActions(props: FormActionsProps) {
  const { showBack, leavesForm, exitLabel, onBack, showForward, isLastStep, submitLabel, submitting, busy, waiting, blocked } = props;
  const forwardIcon =
    submitting || waiting ? <Loader size={16} color="currentColor" aria-hidden /> : isLastStep ? <IconSend size={18} aria-hidden /> : undefined;
  return (
    <div className={classes.actions}>
      {showBack && (
        <Button
          variant="default"
          leftSection={leavesForm && exitLabel !== FORM_SHELL_TEXT.back ? undefined : <IconChevronLeft size={18} aria-hidden />}
          onClick={onBack}
          onMouseDown={keepFieldFocused}
          disabled={busy}
        >
          {leavesForm ? exitLabel : FORM_SHELL_TEXT.back}
        </Button>
      )}
      {showForward && (
        <Button
          type="submit"
          className={classes.forward}
          onMouseDown={keepFieldFocused}
          disabled={busy || blocked || waiting}
          leftSection={forwardIcon}
          rightSection={isLastStep ? undefined : <IconChevronRight size={18} aria-hidden />}
        >
          {isLastStep ? (submitting ? FORM_SHELL_TEXT.submitting : submitLabel) : FORM_SHELL_TEXT.next}
        </Button>
      )}
    </div>
  );
}

/** Clears every answer and the draft, back to step 1; set apart from Back and Next so it is never pressed for one of them. */
export function ResetButton({ onReset, disabled }: { onReset: () => void; disabled: boolean }) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      className={classes.reset}
      leftSection={<IconRotate size={14} aria-hidden />}
      onClick={onReset}
      disabled={disabled}
    >
      {FORM_SHELL_TEXT.reset}
    </Button>
  );
}
