import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { useText } from '@design-system/i18n/Locale';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { MORTGAGEE_TEXT } from './content';
import { MORTGAGEE_INITIAL_VALUES, mortgageeSteps } from './mortgagee-form';

/** Seed 002 mortgagee change (MORTGAGEE_FORM's pages): the customer's (green) and the lender's (blue) variant. */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => mortgageeSteps(portalType), [portalType]);
  const text = useText(MORTGAGEE_TEXT);
  return (
    <ChangeRequestPage
      form={MORTGAGEE_FORM}
      formId="mortgagee-change"
      title={MORTGAGEE_FORM.title}
      intro={text(portalType === 'lender' ? 'introLender' : 'introCustomer')}
      portalType={portalType}
      steps={steps}
      initialValues={MORTGAGEE_INITIAL_VALUES}
      allowReset
    />
  );
}
