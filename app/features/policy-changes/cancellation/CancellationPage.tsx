import { useCallback, useEffect, useRef } from 'react';
import { cancellationReasonLabel, cancellationsContract } from '@contracts/policy-changes/cancellation';
import { celebrate } from '@design-system/celebrate/celebrate';
import { ChangeRequestPage } from '../ChangeRequestPage';
import { CANCELLATION_STEPS } from './cancellation-form';
import { CANCELLATION_INITIAL_VALUES, type CancellationValues } from './cancellation-values';
import { CANCELLATION_CONTENT } from './content';

/** Seed 002 §9: the confetti bursts 500 ms after the success screen appears (never with reduced motion). */
const CONFETTI_DELAY_MS = 500;

/** Seed 002 §2: the success summary's Policyholder and Reason (its label, never its code), after the policy number. */
const successSummary = ({ contactInfo, cancellationDetails }: CancellationValues) => [
  { label: 'Policyholder', value: `${contactInfo.firstName.trim()} ${contactInfo.lastName.trim()}` },
  { label: 'Reason', value: cancellationReasonLabel(cancellationDetails.reason) },
];

/** Seed 002 cancellation: the policyholder's request, with the win-back consultation for some reasons. */
export function CancellationPage() {
  const confettiTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(confettiTimer.current), []);
  const onSuccessShown = useCallback(() => {
    confettiTimer.current = setTimeout(celebrate, CONFETTI_DELAY_MS);
  }, []);
  return (
    <ChangeRequestPage
      formId="cancellation-request"
      title={CANCELLATION_CONTENT.title}
      intro={CANCELLATION_CONTENT.intro}
      portalType="customer"
      steps={CANCELLATION_STEPS}
      initialValues={CANCELLATION_INITIAL_VALUES}
      route={cancellationsContract.submitCancellation}
      summary={successSummary}
      successTitle={CANCELLATION_CONTENT.successTitle}
      submitLabel={CANCELLATION_CONTENT.submit}
      onSuccessShown={onSuccessShown}
    />
  );
}
