import { useCallback, useEffect, useRef } from 'react';
import type { FormPortal } from '@contracts/forms';
import { CANCELLATION_FORM } from '@contracts/policy-changes/cancellation.form';
import { celebrate } from '@design-system/celebrate/celebrate';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { CANCELLATION_STEPS } from './cancellation-form';
import { CANCELLATION_INITIAL_VALUES } from './cancellation-values';
import { useText } from '@design-system/i18n/Locale';
import { CANCELLATION_TEXT } from './content';

/** Seed 002 §9: the confetti bursts 500 ms after the success screen appears (never with reduced motion). */
const CONFETTI_DELAY_MS = 500;

/** Seed 002 cancellation (CANCELLATION_FORM's page): the policyholder's request, with the win-back consultation for some reasons. */
export function FormPage({ portalType }: { portalType: FormPortal }) {
  const confettiTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(confettiTimer.current), []);
  const onSuccessShown = useCallback(() => {
    confettiTimer.current = setTimeout(celebrate, CONFETTI_DELAY_MS);
  }, []);
  const text = useText(CANCELLATION_TEXT);
  return (
    <ChangeRequestPage
      form={CANCELLATION_FORM}
      formId="cancellation-request"
      title={CANCELLATION_FORM.title}
      intro={text('intro')}
      portalType={changeFormPortal(portalType)}
      steps={CANCELLATION_STEPS}
      initialValues={CANCELLATION_INITIAL_VALUES}
      successTitle={text('successTitle')}
      submitLabel={text('submit')}
      onSuccessShown={onSuccessShown}
    />
  );
}
