import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { MORTGAGEE_INITIAL_VALUES, mortgageeSteps } from './mortgagee-form';

const INTRO = {
  customer: 'Add, replace or remove the lender on your home policy. An agent checks the change with your insurer.',
  lender: "Add, update or remove a mortgagee on a borrower's policy. An agent checks the change with the insurer.",
};

/** Seed 002 mortgagee change (MORTGAGEE_FORM's pages): the customer's (green) and the lender's (blue) variant. */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => mortgageeSteps(portalType), [portalType]);
  return (
    <ChangeRequestPage
      form={MORTGAGEE_FORM}
      formId="mortgagee-change"
      title={MORTGAGEE_FORM.title}
      intro={INTRO[portalType]}
      portalType={portalType}
      steps={steps}
      initialValues={MORTGAGEE_INITIAL_VALUES}
      allowReset
    />
  );
}
