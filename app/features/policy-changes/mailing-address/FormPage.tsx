import type { FormPortal } from '@contracts/forms';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { ChangeRequestPage, changeFormPortal } from '../ChangeRequestPage';
import { MAILING_ADDRESS_INITIAL_VALUES, MAILING_ADDRESS_STEPS } from './mailing-address-form';

/** The mailing address change (MAILING_ADDRESS_FORM's page): a policyholder's new address for documents and bills. */
export function FormPage({ portalType }: { portalType: FormPortal }) {
  return (
    <ChangeRequestPage
      form={MAILING_ADDRESS_FORM}
      formId="mailing-address-change"
      title={MAILING_ADDRESS_FORM.title}
      intro="Tell us where to send your policy documents and bills from now on."
      portalType={changeFormPortal(portalType)}
      steps={MAILING_ADDRESS_STEPS}
      initialValues={MAILING_ADDRESS_INITIAL_VALUES}
    />
  );
}
