import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { usePortalType } from '../../theme/DesignSystemProvider';
import { STEP_SKELETON_MS } from '../constants';
import { mergeDraftValues, restoredStep, withoutFiles } from '../drafts/draft';
import type { FormShellStep, FormShellStepContext } from '../FormShell.context';
import type { FormShellProps, FormSubmissionResult } from '../FormShell.types';
import { stepOfField } from '../validation/step-fields';
import { stepErrors, type StepMessages } from '../validation/step-validation';
import { summaryItems, useErrorSummary } from './useErrorSummary';
import { useFormDraft } from './useFormDraft';
import { usePendingWork } from './usePendingWork';
import { useRepeatGuard } from './useRepeatGuard';
import { useSettlingPeriod } from './useSettlingPeriod';
import { useStepHeadingFocus } from './useStepHeadingFocus';
import { useStepMessages } from './useStepLanguage';
import { useSubmission } from './useSubmission';
import { useWizard } from './useWizard';

export type FormShellControllerOptions<V extends object, R extends FormSubmissionResult> = Pick<
  FormShellProps<V, R>,
  'formId' | 'steps' | 'initialValues' | 'onSubmit' | 'storage' | 'saveDrafts' | 'onExit' | 'finishLater'
>;

type Errors = Record<string, string>;

const hasErrors = (errors: Errors) => Object.keys(errors).length > 0;

/** The ids the shell gives its form, its step heading and each field (the error summary's links lead there). */
const shellIds = (formId: string) => ({
  formElementId: `${formId}-form`,
  stepHeadingId: `${formId}-step-heading`,
  fieldId: (path: string) => `${formId}-${path.replace(/\./g, '-')}`,
});

/** The 1-based step `n` (a shell has at least one). */
function stepAt<S>(steps: readonly S[], n: number): S {
  const step = steps[Math.max(1, n) - 1];
  if (!step) throw new Error('FormShell needs at least one step.');
  return step;
}

/** The first step before `before` whose schema refuses the answers, with its errors. */
function firstInvalidStep<V>(steps: FormShellStep<V>[], values: V, before: number, messages: StepMessages) {
  for (let index = 0; index < before - 1; index += 1) {
    const errors = stepErrors(steps[index]?.schema, values, messages);
    if (hasErrors(errors)) return { step: index + 1, errors };
  }
  return null;
}

/**
 * A field's error appears once it has been left (blur) or a Next was tried: never while it is being typed,
 * nor while the form settles. The form checks the current step's rules, which the caller keeps in `validator`,
 * in the words of `messages` (the page's language).
 */
function useShellForm<V extends object>(initialValues: V, fieldId: (path: string) => string, validator: RefObject<(values: V) => Errors>) {
  const { settling, settlingRef } = useSettlingPeriod();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validator.current(values),
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ inputProps, field }) => ({ id: fieldId(String(field)), error: settlingRef.current ? undefined : inputProps.error }),
  });
  const messages = useStepMessages();
  return { form, settling, messages };
}

/**
 * Everything the shell does, apart from how it looks: the answers, the step (with its skeleton and focus),
 * checks per step with the error summary, the draft, Back / Next / Submit / Reset, and the submission.
 */
export function useFormShellController<V extends object, R extends FormSubmissionResult>(options: FormShellControllerOptions<V, R>) {
  const { formId, steps: stepsOf, initialValues, onSubmit, storage, saveDrafts = true, onExit } = options;
  const portalType = usePortalType();
  const ids = shellIds(formId);
  const validator = useRef<(values: V) => Errors>(() => ({}));
  const { form, settling, messages } = useShellForm(initialValues, ids.fieldId, validator);

  const stepsFor = (values: V) => (typeof stepsOf === 'function' ? stepsOf(values) : stepsOf);
  const steps = stepsFor(form.values);
  const wizard = useWizard({ stepCount: steps.length, skeletonMs: (arrivingAt) => steps[arrivingAt - 1]?.skeletonMs ?? STEP_SKELETON_MS });
  const step = stepAt(steps, Math.min(wizard.currentStep, steps.length));
  validator.current = (values) => stepErrors(step.schema, values, messages);

  const { currentStep, completedSteps } = wizard;
  const draft = useFormDraft({
    formId,
    portalType,
    values: form.values,
    initialValues,
    currentStep,
    completedSteps,
    enabled: saveDrafts && !wizard.isSubmitted,
    storage,
  });
  const summary = useErrorSummary(form, validator);
  const pending = usePendingWork();
  const repeats = useRepeatGuard();
  const headingFocus = useStepHeadingFocus(wizard.isChangingStep, currentStep);
  const submission = useSubmission<V, R>({
    onSubmit,
    onSent: () => {
      draft.clearDraft();
      wizard.complete();
      form.reset();
    },
    // Refused fields are shown on their step, with the error summary.
    onFieldErrors: (errors) => {
      const target = stepOfField(steps, Object.keys(errors)[0] ?? '');
      if (target && target !== currentStep) wizard.goTo(target);
      summary.show(errors);
    },
    onSettled: repeats.forget,
  });

  const leaveStep = (move: () => void) => {
    form.clearErrors();
    summary.clear();
    submission.clearError();
    headingFocus.focusOnArrival();
    move();
  };

  const next = () => {
    const errors = validator.current(form.getValues());
    if (hasErrors(errors)) summary.show(errors);
    else leaveStep(wizard.next);
  };

  const submit = () => {
    if (submission.isSending()) return;
    const values = form.getValues();
    const errors = validator.current(values);
    // A restored draft may have skipped answers an earlier step needs (files are never kept): go back there.
    const earlier = hasErrors(errors) ? null : firstInvalidStep(steps, values, steps.length, messages);
    if (earlier) wizard.goTo(earlier.step);
    if (hasErrors(errors) || earlier) summary.show(earlier?.errors ?? errors);
    else void submission.send(values);
  };

  const busy = submission.submitting || wizard.isChangingStep;
  // Why the step cannot go on yet (its first unmet answer), for a step that says so before it is pressed.
  const blockedReason = step.disableNextUntilValid ? Object.values(stepErrors(step.schema, form.values, messages))[0] : undefined;

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.forward === false || busy || pending.waiting || repeats.isRepeat(currentStep, form.values)) return;
    if (wizard.isLastStep) submit();
    else next();
  };

  const [restoredFromLink, setRestoredFromLink] = useState(false);
  const resumeDraft = () => {
    const saved = draft.acceptDraft();
    if (!saved) return;
    if (saved.fromLink) setRestoredFromLink(true);
    const values = mergeDraftValues(initialValues, saved.formData);
    form.setValues(values);
    form.clearErrors();
    summary.clear();
    const stepsOfDraft = stepsFor(values);
    const savedStep = restoredStep(saved.currentStep, stepsOfDraft.length);
    const target = firstInvalidStep(stepsOfDraft, values, savedStep, messages)?.step ?? savedStep;
    headingFocus.focusOnArrival();
    wizard.restore({ currentStep: target, completedSteps: saved.completedSteps.filter((completed) => completed < target) });
  };

  // A form opened from a mailed link to finish it later is restored at once, at its step.
  const fromLink = draft.offeredDraft?.fromLink === true;
  useEffect(() => {
    if (fromLink) resumeDraft();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when such a draft is found
  }, [fromLink]);

  const finishLater = options.finishLater && {
    defaultEmail: options.finishLater.defaultEmail(form.getValues()),
    send: (email: string) => options.finishLater!.send(email, { formData: withoutFiles(form.getValues()), currentStep, completedSteps: wizard.completedSteps }),
  };

  const singleStep = steps.length === 1;
  const errorItems = summaryItems(summary.errors, step.schema, ids.fieldId, singleStep ? ids.formElementId : ids.stepHeadingId);
  const stepContext: FormShellStepContext<V> = {
    form,
    fieldId: ids.fieldId,
    currentStep,
    stepCount: steps.length,
    portalType,
    values: form.values,
    uploadProgress: submission.uploadProgress,
    setPending: pending.setPending,
    submitting: submission.submitting,
  };

  return {
    ids,
    steps,
    step,
    singleStep,
    wizard,
    stepContext,
    stepHeadingRef: headingFocus.headingRef,
    draft: { saveStatus: draft.saveStatus, offered: fromLink ? null : draft.offeredDraft, resume: resumeDraft, discard: draft.discardDraft, restoredFromLink },
    finishLater,
    errorSummary: summary.attempt > 0 && !settling && !wizard.isChangingStep && errorItems.length > 0 ? { items: errorItems, focusKey: summary.attempt } : null,
    submission: submission.submission,
    submitting: submission.submitting,
    submitError: submission.submitError,
    busy,
    blockedReason,
    waiting: pending.waiting,
    onFormSubmit,
    retry: submit,
    back: () => (wizard.isFirstStep ? onExit?.() : leaveStep(wizard.back)),
    goToStep: (target: number) => leaveStep(() => wizard.goTo(target)),
    reset: () => {
      draft.clearDraft();
      form.setValues(initialValues);
      leaveStep(wizard.reset);
    },
  };
}

export type FormShellController<V extends object, R extends FormSubmissionResult> = ReturnType<typeof useFormShellController<V, R>>;
