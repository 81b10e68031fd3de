import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { PrivacyFootnote } from '../PrivacyFootnote/PrivacyFootnote';
import { SubmissionErrorPanel } from '../SubmissionErrorPanel/SubmissionErrorPanel';
import { useText, useTexts } from '../i18n/Locale';
import { PortalTypeScope } from '../theme/DesignSystemProvider';
import { DraftBanner } from './DraftBanner/DraftBanner';
import { FinishLater } from './FinishLater/FinishLater';
import { ErrorSummary } from './ErrorSummary/ErrorSummary';
import { FormActions, ResetButton } from './FormActions/FormActions';
import { FormShellContext, type FormShellStep, type FormShellStepContext } from './FormShell.context';
import type { FormShellProps, FormSubmissionResult } from './FormShell.types';
import { FormShellHeader } from './FormShellHeader/FormShellHeader';
import { useFormShellController } from './hooks/useFormShellController';
import { StepHeading } from './StepHeading/StepHeading';
import { StepProgress } from './StepProgress/StepProgress';
import { StepSkeleton } from './StepSkeleton/StepSkeleton';
import { SuccessScreen } from './SuccessScreen/SuccessScreen';
import { FORM_SHELL_CATALOGUE } from './text';
import classes from './FormShell.module.css';

/**
 * The portal's multi-step form (seed 001 §2, §4; seed 002 shared wizard behaviour). A change form brings its
 * steps (label, zod schema, fields) and onSubmit; the shell does the rest: progress, Back / Next / Submit,
 * validation per step, errors only after interaction (never in the first 200 ms), the error summary, the
 * 400 ms skeleton between steps, drafts with their banner and saving indicator, the submission error panel
 * with Try Again, and the success screen. Its defaults are a portal page's: the page's header names the form
 * (h1), the steps are h2, the privacy footnote sits under Submit.
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

function FormShellBody<V extends object, R extends FormSubmissionResult>(props: FormShellProps<V, R>) {
  const text = useText(FORM_SHELL_CATALOGUE);
  const texts = useTexts();
  // A step's name: its words, or a catalogue's message said in the page's language.
  const nameOf = (step: FormShellStep<V>) => (typeof step.label === 'string' ? step.label : step.label(texts));
  const {
    title,
    description,
    success,
    draftBanner = 'resume',
    submitLabel = text('submit'),
    onExit,
    headingOrder = 2,
    saveDrafts = true,
    exitLabel = text('back'),
    submissionErrorTitle = text('submissionErrorTitle'),
    showTitle = false,
    allowReset = false,
    footnote = <PrivacyFootnote />,
  } = props;
  const shell = useFormShellController(props);
  const titleId = useId();
  const { wizard, step } = shell;

  if (shell.submission) {
    const content = success(shell.submission.result, shell.submission.values);
    return <SuccessScreen {...content} referenceNumber={shell.submission.result.referenceNumber} headingOrder={headingOrder} />;
  }

  const named = showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': title };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" component="section" {...named} data-testid="form-shell" data-form-shell>
      <Stack gap="lg">
        <FormShellHeader title={showTitle ? { text: title, id: titleId, order: headingOrder } : null} saveStatus={saveDrafts ? shell.draft.saveStatus : null} />
        {typeof description === 'string' ? <Text c="dimmed">{description}</Text> : description}
        {shell.draft.restoredFromLink && (
          <Alert color="blue" variant="light" data-testid="restored-from-link">
            {text('restoredFromLink')}
          </Alert>
        )}
        {shell.draft.offered && (
          <DraftBanner variant={draftBanner} savedAt={shell.draft.offered.timestamp} onResume={shell.draft.resume} onDiscard={shell.draft.discard} />
        )}
        {!shell.singleStep && (
          <StepProgress labels={shell.steps.map(nameOf)} currentStep={wizard.currentStep} onStepClick={shell.goToStep} disabled={shell.busy} />
        )}

        <form onSubmit={shell.onFormSubmit} noValidate {...named} id={shell.ids.formElementId} tabIndex={-1} className={classes.form}>
          <Stack gap="lg">
            {!shell.singleStep && (
              <StepHeading
                label={nameOf(step)}
                description={step.description}
                id={shell.ids.stepHeadingId}
                order={showTitle ? (headingOrder === 1 ? 2 : 3) : headingOrder}
                ref={shell.stepHeadingRef}
              />
            )}
            {shell.errorSummary && <ErrorSummary errors={shell.errorSummary.items} focusKey={shell.errorSummary.focusKey} />}
            {wizard.isChangingStep ? (
              <StepSkeleton />
            ) : (
              <FormShellContext.Provider value={shell.stepContext as FormShellStepContext<unknown>}>
                <Stack gap="md">{step.render(shell.stepContext)}</Stack>
              </FormShellContext.Provider>
            )}
            {shell.submitError && (
              <SubmissionErrorPanel
                title={submissionErrorTitle}
                message={shell.submitError}
                onRetry={shell.retry}
                retryLabel={text('tryAgain')}
                busy={shell.submitting}
              />
            )}
            <FormActions
              showBack={!wizard.isFirstStep || Boolean(onExit)}
              leavesForm={wizard.isFirstStep && Boolean(onExit)}
              exitLabel={exitLabel}
              onBack={shell.back}
              showForward={step.forward !== false}
              isLastStep={wizard.isLastStep}
              submitLabel={submitLabel}
              submitting={shell.submitting}
              busy={shell.busy}
              waiting={shell.waiting}
              blockedReason={shell.blockedReason}
              blockedReasonId={`${shell.ids.formElementId}-blocked-reason`}
            />
            {wizard.isLastStep && footnote}
            {allowReset && <ResetButton onReset={shell.reset} disabled={shell.busy} />}
          </Stack>
        </form>
        {shell.finishLater && <FinishLater defaultEmail={shell.finishLater.defaultEmail} onSend={shell.finishLater.send} disabled={shell.busy} />}
      </Stack>
    </Paper>
  );
}
