import type { FormPortal } from '@contracts/forms';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { useText } from '@design-system/i18n/Locale';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { MAILING_ADDRESS_TEXT } from './content';
import { MAILING_ADDRESS_INITIAL_VALUES, MAILING_ADDRESS_STEPS } from './mailing-address-form';

/** The mailing address change (MAILING_ADDRESS_FORM's page): a policyholder's new address for documents and bills. */
export function FormPage({ portalType }: { portalType: FormPortal }) {
  const text = useText(MAILING_ADDRESS_TEXT);
  return (
    <ChangeRequestPage
      form={MAILING_ADDRESS_FORM}
      formId="mailing-address-change"
      title={MAILING_ADDRESS_FORM.title}
      intro={text('intro')}
      portalType={changeFormPortal(portalType)}
      steps={MAILING_ADDRESS_STEPS}
      initialValues={MAILING_ADDRESS_INITIAL_VALUES}
    />
  );
}
