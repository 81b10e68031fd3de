import type { FormPortal } from '@contracts/forms';
import { OTHER_CHANGE_FORM } from '@contracts/policy-changes/other.form';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { OTHER_CHANGE_STEPS, OTHER_INITIAL_VALUES } from './other-form';

/** Seed 002 other change (OTHER_CHANGE_FORM's page): any change the other forms do not cover, described in words. */
export function FormPage({ portalType }: { portalType: FormPortal }) {
  return (
    <ChangeRequestPage
      form={OTHER_CHANGE_FORM}
      formId="other-change"
      title={OTHER_CHANGE_FORM.title}
      intro="Tell us about any other change to your policy. An agent reviews it and contacts you if anything is unclear."
      portalType={changeFormPortal(portalType)}
      steps={OTHER_CHANGE_STEPS}
      initialValues={OTHER_INITIAL_VALUES}
    />
  );
}
