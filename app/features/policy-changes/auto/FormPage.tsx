import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { useText } from '@design-system/i18n/Locale';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { autoChangeSteps } from './auto-form';
import { autoInitialValues } from './auto-values';
import { AUTO_CHANGE_TEXT } from './content';

/** Seed 002 auto policy change (AUTO_CHANGE_FORM's pages): the policyholder's (green) or a lender's (blue) form. */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => autoChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(autoInitialValues, []);
  const text = useText(AUTO_CHANGE_TEXT);
  return (
    <ChangeRequestPage
      form={AUTO_CHANGE_FORM}
      formId="auto-policy-change"
      title={AUTO_CHANGE_FORM.title}
      intro={text(portalType === 'lender' ? 'introLender' : 'introCustomer')}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
    />
  );
}
