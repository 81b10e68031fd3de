import { useMemo } from 'react';
import type { FormPortal } from '@contracts/forms';
import { HOME_CHANGE_FORM } from '@contracts/policy-changes/home.form';
import { useText } from '@design-system/i18n/Locale';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { HOME_CHANGE_TEXT } from './content';
import { homeChangeSteps } from './home-form';
import { homeInitialValues } from './home-values';

/** Seed 002 home policy change (HOME_CHANGE_FORM's pages): the customer's (green) form and the lender's coverage change (blue). */
export function FormPage({ portalType: portal }: { portalType: FormPortal }) {
  const portalType = changeFormPortal(portal);
  const steps = useMemo(() => homeChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(homeInitialValues, []);
  const text = useText(HOME_CHANGE_TEXT);
  // The customer's page is titled by its descriptor (said through the contracts' table); the lender's by its own words.
  const page =
    portalType === 'lender' ? { title: text('lenderTitle'), intro: text('introLender') } : { title: HOME_CHANGE_FORM.title, intro: text('introCustomer') };
  return (
    <ChangeRequestPage
      form={HOME_CHANGE_FORM}
      formId="home-policy-change"
      title={page.title}
      intro={page.intro}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
      successTitle={text('successTitle')}
    />
  );
}
