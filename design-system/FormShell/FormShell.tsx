import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconChevronLeft, IconChevronRight, IconRotate, IconSend } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { DraftBanner, type DraftBannerVariant } from '../DraftBanner';
import { ErrorSummary } from '../ErrorSummary';
import { SavingIndicator } from '../SavingIndicator';
import { StepSkeleton } from '../StepSkeleton';
import { SubmissionErrorPanel } from '../SubmissionErrorPanel/SubmissionErrorPanel';
import { SuccessScreen, type SuccessScreenProps } from '../SuccessScreen';
import { FORM_INITIALIZATION_MS, FORM_SHELL_TEXT, STEP_EVALUATION_THROTTLE_MS, STEP_SKELETON_MS } from '../form-shell/constants';
import { mergeDraftValues, restoredStep } from '../form-shell/draft';
import { fieldOrder, stepFieldPaths, stepOfField } from '../form-shell/step-fields';
import { STEP_ERROR_KEY, stepErrors } from '../form-shell/step-validation';
import { submissionErrorMessage, submissionFieldErrors } from '../form-shell/submission-error';
import { useFormDraft } from '../form-shell/useFormDraft';
import { useWizard } from '../form-shell/useWizard';
import { PortalTypeScope, usePortalType } from '../theme/DesignSystemProvider';
import { FormShellContext, type FormShellStep, type FormShellStepContext } from './FormShellContext';
import { StepProgress } from './StepProgress';
import classes from './FormShell.module.css';

/** What a successful onSubmit resolves with: at least the server-issued reference. */
export type FormSubmissionResult = { referenceNumber: string };

/** The success screen's content for a submission; the reference number comes from the result. */
export type FormSuccessContent = Omit<SuccessScreenProps, 'referenceNumber' | 'headingOrder'>;

export type FormShellProps<V extends object, R extends FormSubmissionResult> = {
  /** Names the form's draft in the browser, with the portal type: 'home-policy-change'. */
  formId: string;
  title: string;
  /** Under the title: a sentence (shown dimmed) or a notice of the page's own. */
  description?: ReactNode;
  /**
   * The steps, or the steps for the answers so far when an answer changes them (document management: the
   * download path has two steps, the upload path three).
   */
  steps: FormShellStep<V>[] | ((values: V) => FormShellStep<V>[]);
  initialValues: V;
  /**
   * Sends the answers; resolves with the server's reference, rejects with an Error (or a FormSubmissionError
   * naming fields). `onProgress` (percent of the files sent) shows on the form's file fields.
   */
  onSubmit: (values: V, options: SubmitOptions) => Promise<R>;
  /** The success screen for a submission: title, summary, next steps, actions, receipt. */
  success: (result: R, values: V) => FormSuccessContent;
  /** Customer green or lender blue; by default the portal type around the shell. */
  portalType?: 'customer' | 'lender';
  /** @default 'resume' (Resume / Start New); 'incomplete' is the Continue / Dismiss banner. */
  draftBanner?: DraftBannerVariant;
  /** @default 'Submit' */
  submitLabel?: string;
  /** Offers Back on step 1, leaving the form (the page decides where to). */
  onExit?: () => void;
  /** 1 when the shell is the page's main content. @default 1 */
  headingOrder?: 1 | 2;
  /** Where drafts are kept. @default window.localStorage */
  storage?: Storage;
  /** Keeps unfinished answers as a draft in the browser. @default true */
  saveDrafts?: boolean;
  /** The label of the button that leaves the form from step 1 (onExit). @default 'Back' */
  exitLabel?: string;
  /** The heading of the panel shown when a submission fails. @default 'Something went wrong' */
  submissionErrorTitle?: string;
  /** Shows the title as the form's heading; false when the page's own heading names the form. @default true */
  showTitle?: boolean;
  /** Offers Reset, which clears every answer (and the draft) and returns to step 1 (seed 002 mortgagee). @default false */
  allowReset?: boolean;
  /** Under the Submit button on the last step: the app's note on how the answers are used, with its privacy link. */
  footnote?: ReactNode;
};

export type SubmitOptions = { onProgress: (percent: number) => void };

type Submission<V, R> = { result: R; values: V };

/**
 * Pressing Back or Next with the mouse leaves the field being typed in focused: were it to lose focus on the
 * press, its error (shown on blur) would push the button down before the release, and the click would miss.
 * The button's own action validates every field anyway.
 */
const keepFieldFocused = (event: MouseEvent) => event.preventDefault();

/** The 1-based step `n` (a shell has at least one). */
function stepAt<S>(steps: readonly S[], n: number): S {
  const step = steps[Math.max(1, n) - 1];
  if (!step) throw new Error('FormShell needs at least one step.');
  return step;
}

/**
 * The portal's multi-step form (seed 001 §2, §4; seed 002 shared wizard behaviour). A change form brings its
 * steps (label, zod schema, fields) and onSubmit; the shell does the rest: progress, Back / Next / Submit,
 * validation per step, errors only after interaction (never in the first 200 ms), the error summary, the
 * 400 ms skeleton between steps, drafts with their banner and saving indicator, the submission error panel
 * with Try Again, and the success screen.
 */
export function FormShell<V extends object, R extends FormSubmissionResult>(props: FormShellProps<V, R>) {
  if (props.portalType) {
    return (
      <PortalTypeScope portalType={props.portalType}>
        <FormShellBody {...props} />
      </PortalTypeScope>
    );
  }
  return <FormShellBody {...props} />;
}

function FormShellBody<V extends object, R extends FormSubmissionResult>({
  formId,
  title,
  description,
  steps: stepsOf,
  initialValues,
  onSubmit,
  success,
  draftBanner = 'resume',
  submitLabel = FORM_SHELL_TEXT.submit,
  onExit,
  headingOrder = 1,
  storage,
  saveDrafts = true,
  exitLabel = FORM_SHELL_TEXT.back,
  submissionErrorTitle = FORM_SHELL_TEXT.submissionErrorTitle,
  showTitle = true,
  allowReset = false,
  footnote,
}: FormShellProps<V, R>) {
  const portalType = usePortalType();
  const titleId = useId();
  const stepHeadingId = `${formId}-step-heading`;
  const formElementId = `${formId}-form`;
  const fieldId = (path: string) => `${formId}-${path.replace(/\./g, '-')}`;

  // Errors stay hidden while the form settles (seed 001 §4: about 200 ms).
  const [initializing, setInitializing] = useState(true);
  const initializingRef = useRef(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      initializingRef.current = false;
      setInitializing(false);
    }, FORM_INITIALIZATION_MS);
    return () => clearTimeout(timer);
  }, []);

  // The current step's rules; set below, once the steps for the answers are known.
  const currentValidator = useRef<(values: V) => Record<string, string>>(() => ({}));

  // A field's error appears once it has been left (blur) or a Next was tried: never while it is being typed.
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => currentValidator.current(values),
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ inputProps, field }) => ({
      id: fieldId(String(field)),
      error: initializingRef.current ? undefined : inputProps.error,
    }),
  });

  const stepsFor = (values: V) => (typeof stepsOf === 'function' ? stepsOf(values) : stepsOf);
  const steps = stepsFor(form.values);
  const wizard = useWizard({ stepCount: steps.length, skeletonMs: (arrivingAt) => steps[arrivingAt - 1]?.skeletonMs ?? STEP_SKELETON_MS });
  const singleStep = steps.length === 1;
  const step = stepAt(steps, Math.min(wizard.currentStep, steps.length));
  const validatorOf = (index: number) => (values: V) => stepErrors(steps[index]?.schema, values);
  currentValidator.current = validatorOf(wizard.currentStep - 1);

  const draft = useFormDraft({
    formId,
    portalType,
    values: form.values,
    initialValues,
    currentStep: wizard.currentStep,
    completedSteps: wizard.completedSteps,
    enabled: saveDrafts && !wizard.isSubmitted,
    storage,
  });

  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submission, setSubmission] = useState<Submission<V, R> | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  // What the steps are still doing (reading a document): Next and Submit wait for all of it.
  const [pending, setPendingKeys] = useState<ReadonlySet<string>>(new Set());
  const setPending = useCallback((key: string, isPending: boolean) => {
    setPendingKeys((current) => {
      if (current.has(key) === isPending) return current;
      const next = new Set(current);
      if (isPending) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  // After a step change the new step's heading takes focus, so keyboard and screen-reader users start there.
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusStepHeading = useRef(false);
  useEffect(() => {
    if (!wizard.isChangingStep && focusStepHeading.current) {
      focusStepHeading.current = false;
      stepHeadingRef.current?.focus();
    }
  }, [wizard.isChangingStep, wizard.currentStep]);

  /** The first step (before `before`) whose answers its schema refuses, with those errors. */
  const firstInvalidStep = (values: V, before: number) => {
    for (let index = 0; index < before - 1; index += 1) {
      const errors = validatorOf(index)(values);
      if (Object.keys(errors).length > 0) return { step: index + 1, errors };
    }
    return null;
  };

  // The error summary lists what the last Next or Submit found, and changes only with the next one: a
  // summary that grew or shrank as fields are left would move the buttons under a person's pointer.
  const [summaryErrors, setSummaryErrors] = useState<Record<string, string>>({});
  const showErrorsOf = (errors: Record<string, string>) => {
    form.setErrors(errors);
    setSummaryErrors(errors);
    setAttempt((count) => count + 1);
  };

  // Next and Submit evaluate the same unchanged answers at most once in 500 ms (a double click is one click).
  const lastEvaluation = useRef<{ step: number; values: unknown; at: number } | null>(null);
  const isRepeatedEvaluation = () => {
    const now = Date.now();
    const last = lastEvaluation.current;
    const repeated = last !== null && last.step === wizard.currentStep && last.values === form.values && now - last.at < STEP_EVALUATION_THROTTLE_MS;
    lastEvaluation.current = { step: wizard.currentStep, values: form.values, at: now };
    return repeated;
  };

  const leaveStep = (move: () => void) => {
    form.clearErrors();
    setSummaryErrors({});
    setAttempt(0);
    setSubmitError(null);
    focusStepHeading.current = true;
    move();
  };

  const next = () => {
    const errors = currentValidator.current(form.getValues());
    if (Object.keys(errors).length > 0) {
      showErrorsOf(errors);
      return;
    }
    leaveStep(wizard.next);
  };

  // Set before the first await: a second Enter or Try Again in the same moment finds it, whatever was rendered.
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    const values = form.getValues();
    const errors = currentValidator.current(values);
    if (Object.keys(errors).length > 0) {
      showErrorsOf(errors);
      return;
    }
    // A restored draft may have skipped answers an earlier step needs (files are never kept): go back there.
    const earlier = firstInvalidStep(values, steps.length);
    if (earlier) {
      wizard.goTo(earlier.step);
      showErrorsOf(earlier.errors);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const result = await onSubmit(values, { onProgress: setUploadProgress });
      draft.clearDraft();
      setSubmission({ result, values });
      wizard.complete();
      form.reset();
    } catch (error) {
      // Refused fields are shown on their step with the error summary; anything else in the panel.
      const fieldErrors = submissionFieldErrors(error);
      const firstField = Object.keys(fieldErrors)[0];
      if (!firstField) setSubmitError(submissionErrorMessage(error));
      if (firstField) {
        const target = stepOfField(steps, firstField);
        if (target && target !== wizard.currentStep) wizard.goTo(target);
        showErrorsOf(fieldErrors);
      }
    } finally {
      inFlight.current = false;
      // Once the answer is in, pressing Submit again is a new attempt, not the second click of a double click.
      lastEvaluation.current = null;
      setSubmitting(false);
      setUploadProgress(null);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.forward === false || submitting || wizard.isChangingStep || pending.size > 0 || isRepeatedEvaluation()) return;
    if (step.disableNextUntilValid && Object.keys(currentValidator.current(form.getValues())).length > 0) return;
    if (wizard.isLastStep) void submit();
    else next();
  };

  const back = () => {
    if (wizard.isFirstStep) onExit?.();
    else leaveStep(wizard.back);
  };

  const resetForm = () => {
    draft.clearDraft();
    form.setValues(initialValues);
    leaveStep(wizard.reset);
  };

  const resumeDraft = () => {
    const saved = draft.acceptDraft();
    if (!saved) return;
    const values = mergeDraftValues(initialValues, saved.formData);
    form.setValues(values);
    form.clearErrors();
    setSummaryErrors({});
    const savedStep = restoredStep(saved.currentStep, stepsFor(values).length);
    const earlier = firstInvalidStep(values, savedStep);
    const target = earlier?.step ?? savedStep;
    focusStepHeading.current = true;
    wizard.restore({ currentStep: target, completedSteps: saved.completedSteps.filter((completed) => completed < target) });
  };

  const context: FormShellStepContext<V> = {
    form,
    fieldId,
    currentStep: wizard.currentStep,
    stepCount: steps.length,
    portalType,
    values: form.values,
    uploadProgress,
    setPending,
    submitting,
  };

  if (submission) {
    const content = success(submission.result, submission.values);
    return <SuccessScreen {...content} referenceNumber={submission.result.referenceNumber} headingOrder={headingOrder} />;
  }

  // In the order the step's schema lists its fields (the order on screen), however the errors came.
  const stepPaths = stepFieldPaths(step.schema);
  const errorItems = Object.entries(summaryErrors)
    .filter(([, message]) => Boolean(message))
    .sort(([a], [b]) => fieldOrder(stepPaths, a) - fieldOrder(stepPaths, b))
    .map(([path, message]) => ({ fieldId: path === STEP_ERROR_KEY ? (singleStep ? formElementId : stepHeadingId) : fieldId(path), message: String(message) }));
  const showSummary = attempt > 0 && !initializing && !wizard.isChangingStep && errorItems.length > 0;
  const busy = submitting || wizard.isChangingStep;
  const waiting = pending.size > 0;
  const blocked = Boolean(step.disableNextUntilValid) && Object.keys(stepErrors(step.schema, form.values)).length > 0;
  const stepHeadingOrder = headingOrder === 1 ? 2 : 3;

  const titleLabel = showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': title };
  const leavesForm = wizard.isFirstStep && Boolean(onExit);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" component="section" {...titleLabel} data-testid="form-shell" data-form-shell>
      <Stack gap="lg">
        {(showTitle || saveDrafts) && (
          <div className={classes.header}>
            {showTitle && (
              <Title order={headingOrder} id={titleId} size="h2">
                {title}
              </Title>
            )}
            {saveDrafts && <SavingIndicator status={draft.saveStatus} />}
          </div>
        )}
        {typeof description === 'string' ? <Text c="dimmed">{description}</Text> : description}
        {draft.offeredDraft && (
          <DraftBanner variant={draftBanner} savedAt={draft.offeredDraft.timestamp} onResume={resumeDraft} onDiscard={draft.discardDraft} />
        )}
        {!singleStep && (
          <StepProgress
            labels={steps.map((item) => item.label)}
            currentStep={wizard.currentStep}
            onStepClick={(target) => leaveStep(() => wizard.goTo(target))}
            disabled={busy}
          />
        )}

        <form onSubmit={onFormSubmit} noValidate {...titleLabel} id={formElementId} tabIndex={-1} className={classes.form}>
          <Stack gap="lg">
            {!singleStep && (
              <div>
                <Title
                  order={stepHeadingOrder}
                  size="h3"
                  id={stepHeadingId}
                  ref={stepHeadingRef}
                  tabIndex={-1}
                  className={classes.stepHeading}
                  data-testid="step-heading"
                >
                  {step.label}
                </Title>
                {step.description && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {step.description}
                  </Text>
                )}
              </div>
            )}
            {showSummary && <ErrorSummary errors={errorItems} focusKey={attempt} />}
            {wizard.isChangingStep ? (
              <StepSkeleton />
            ) : (
              <FormShellContext.Provider value={context as FormShellStepContext<unknown>}>
                <Stack gap="md">{step.render(context)}</Stack>
              </FormShellContext.Provider>
            )}
            {submitError && (
              <SubmissionErrorPanel
                title={submissionErrorTitle}
                message={submitError}
                onRetry={() => void submit()}
                retryLabel={FORM_SHELL_TEXT.tryAgain}
                busy={submitting}
              />
            )}
            <div className={classes.actions}>
              {(!wizard.isFirstStep || onExit) && (
                <Button
                  variant="default"
                  leftSection={leavesForm && exitLabel !== FORM_SHELL_TEXT.back ? undefined : <IconChevronLeft size={18} aria-hidden />}
                  onClick={back}
                  onMouseDown={keepFieldFocused}
                  disabled={busy}
                >
                  {leavesForm ? exitLabel : FORM_SHELL_TEXT.back}
                </Button>
              )}
              {step.forward !== false && (
                <Button
                  type="submit"
                  className={classes.forward}
                  onMouseDown={keepFieldFocused}
                  disabled={busy || blocked || waiting}
                  leftSection={
                    submitting || waiting ? (
                      <Loader size={16} color="currentColor" aria-hidden />
                    ) : wizard.isLastStep ? (
                      <IconSend size={18} aria-hidden />
                    ) : undefined
                  }
                  rightSection={wizard.isLastStep ? undefined : <IconChevronRight size={18} aria-hidden />}
                >
                  {wizard.isLastStep ? (submitting ? FORM_SHELL_TEXT.submitting : submitLabel) : FORM_SHELL_TEXT.next}
                </Button>
              )}
            </div>
            {wizard.isLastStep && footnote}
            {allowReset && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                className={classes.reset}
                leftSection={<IconRotate size={14} aria-hidden />}
                onClick={resetForm}
                disabled={busy}
              >
                {FORM_SHELL_TEXT.reset}
              </Button>
            )}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
