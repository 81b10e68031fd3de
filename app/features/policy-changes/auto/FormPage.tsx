import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { AUTO_CHANGE_FORM } from '@contracts/policy-changes/auto.form';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { autoChangeSteps } from './auto-form';
import { autoInitialValues } from './auto-values';

const INTRO = {
  customer: 'Add or remove a vehicle or driver, update your address, coverages or lienholder, or ask for anything else on your auto policy.',
  lender: "Ask for a change on a borrower's auto policy. Attach the borrower's authorization.",
};

/** Seed 002 auto policy change (AUTO_CHANGE_FORM's pages): the policyholder's (green) or a lender's (blue) form. */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => autoChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(autoInitialValues, []);
  return (
    <ChangeRequestPage
      form={AUTO_CHANGE_FORM}
      formId="auto-policy-change"
      title={AUTO_CHANGE_FORM.title}
      intro={INTRO[portalType]}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
    />
  );
}
