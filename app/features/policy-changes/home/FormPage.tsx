import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { homeChangeSteps } from './home-form';
import { homeInitialValues } from './home-values';

const PAGE = {
  customer: {
    title: HOME_CHANGE_FORM.title,
    intro: 'Change your home coverages or deductible, or add or remove a person insured. An agent checks the change with your insurer.',
  },
  lender: {
    title: 'Request Coverage Change',
    intro: "Ask for a coverage change on a borrower's home policy, such as the dwelling limit your loan requires. Attach the borrower's authorization.",
  },
};

/** Seed 002 home policy change (HOME_CHANGE_FORM's pages): the customer's (green) form and the lender's coverage change (blue). */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => homeChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(homeInitialValues, []);
  return (
    <ChangeRequestPage
      form={HOME_CHANGE_FORM}
      formId="home-policy-change"
      title={PAGE[portalType].title}
      intro={PAGE[portalType].intro}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
      successTitle="Request Submitted Successfully!"
    />
  );
}
