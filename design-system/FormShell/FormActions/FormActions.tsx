import { Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconRotate, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useText } from '../../i18n/Locale';
import { FORM_SHELL_CATALOGUE } from '../text';
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
  /**
   * Why the forward button cannot go on yet (a step that says so before it is pressed: the terms to agree).
   * The button stays in the tab order, marked aria-disabled with this reason beside it; pressing it shows the
   * error summary, as GOV.UK's buttons do.
   */
  blockedReason?: string;
  blockedReasonId: string;
};

/**
 * Pressing Back or Next with the mouse leaves the field being typed in focused: were it to lose focus on the
 * press, its error (shown on blur) would push the button down before the release, and the click would miss.
 * The button's own action validates every field anyway.
 */
const keepFieldFocused = (event: MouseEvent) => event.preventDefault();

/** Back on the left, Next or Submit on the right (stacked, forward on top, at phone width). Submit is the form's submit button. */
export function FormActions(props: FormActionsProps) {
  const { showBack, leavesForm, exitLabel, onBack, showForward, isLastStep, submitLabel, submitting, busy, waiting, blockedReason, blockedReasonId } = props;
  const text = useText(FORM_SHELL_CATALOGUE);
  const blocked = Boolean(blockedReason);
  const forwardIcon =
    submitting || waiting ? <Loader size={16} color="currentColor" aria-hidden /> : isLastStep ? <IconSend size={18} aria-hidden /> : undefined;
  return (
    <div className={classes.actions}>
      {showBack && (
        <Button
          variant="default"
          leftSection={leavesForm && exitLabel !== text('back') ? undefined : <IconChevronLeft size={18} aria-hidden />}
          onClick={onBack}
          onMouseDown={keepFieldFocused}
          disabled={busy}
        >
          {leavesForm ? exitLabel : text('back')}
        </Button>
      )}
      {showForward && (
        <Button
          type="submit"
          className={classes.forward}
          onMouseDown={keepFieldFocused}
          disabled={busy || waiting}
          data-disabled={blocked || undefined}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? blockedReasonId : undefined}
          leftSection={forwardIcon}
          rightSection={isLastStep ? undefined : <IconChevronRight size={18} aria-hidden />}
        >
          {isLastStep ? (submitting ? text('submitting') : submitLabel) : text('next')}
        </Button>
      )}
      {showForward && blocked && (
        <Text id={blockedReasonId} size="sm" c="dimmed" className={classes.blockedReason} data-testid="forward-blocked-reason">
          {blockedReason}
        </Text>
      )}
    </div>
  );
}

/**
 * Clears every answer and the draft, back to step 1; set apart from Back and Next so it is never pressed for one
 * of them, and it asks first: nothing is cleared until the person says so (focus waits on the safe answer).
 */
export function ResetButton({ onReset, disabled }: { onReset: () => void; disabled: boolean }) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const reset = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (answered.current) reset.current?.focus();
  }, [asking]);

  if (asking) {
    return (
      <Group gap="xs" className={classes.reset} role="group" aria-labelledby="form-reset-question" data-testid="reset-question">
        <Text size="sm" id="form-reset-question">
          {text('resetQuestion')}
        </Text>
        <Button
          size="compact-sm"
          color="red"
          variant="light"
          onClick={() => {
            answered.current = false;
            setAsking(false);
            onReset();
          }}
        >
          {text('resetConfirm')}
        </Button>
        <Button
          ref={keep}
          size="compact-sm"
          variant="default"
          onClick={() => {
            answered.current = true;
            setAsking(false);
          }}
        >
          {text('resetKeep')}
        </Button>
      </Group>
    );
  }
  return (
    <Button
      ref={reset}
      variant="subtle"
      color="gray"
      size="compact-sm"
      className={classes.reset}
      leftSection={<IconRotate size={14} aria-hidden />}
      onClick={() => setAsking(true)}
      disabled={disabled}
    >
      {text('reset')}
    </Button>
  );
}
