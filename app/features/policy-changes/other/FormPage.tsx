import type { FormPortal } from '@contracts/forms';
import { OTHER_CHANGE_FORM } from '@contracts/policy-changes/other.form';
import { useText } from '@design-system/i18n/Locale';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { OTHER_CHANGE_TEXT } from './content';
import { OTHER_CHANGE_STEPS, OTHER_INITIAL_VALUES } from './other-form';

/** Seed 002 other change (OTHER_CHANGE_FORM's page): any change the other forms do not cover, described in words. */
export function FormPage({ portalType }: { portalType: FormPortal }) {
  const text = useText(OTHER_CHANGE_TEXT);
  return (
    <ChangeRequestPage
      form={OTHER_CHANGE_FORM}
      formId="other-change"
      title={OTHER_CHANGE_FORM.title}
      intro={text('intro')}
      portalType={changeFormPortal(portalType)}
      steps={OTHER_CHANGE_STEPS}
      initialValues={OTHER_INITIAL_VALUES}
    />
  );
}
