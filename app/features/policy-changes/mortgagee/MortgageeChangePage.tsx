import { MORTGAGEE_FORM } from '@contracts/policy-changes/mortgagee.form';
import type { TPortalType } from '@contracts/policy-changes/shared';
import { ChangeRequestPage } from '../ChangeRequestPage';
import { MORTGAGEE_INITIAL_VALUES, MORTGAGEE_STEPS } from './mortgagee-form';

const INTRO = {
  customer: 'Add, replace or remove the lender on your home policy. An agent checks the change with your insurer.',
  lender: "Add, update or remove a mortgagee on a borrower's policy. An agent checks the change with the insurer.",
};

/** Seed 002 mortgagee change: the customer's (green) and the lender's (blue) variant. */
export function MortgageeChangePage({ portalType }: { portalType: TPortalType }) {
  return (
    <ChangeRequestPage
      formId="mortgagee-change"
      title={MORTGAGEE_FORM.title}
      intro={INTRO[portalType]}
      portalType={portalType}
      steps={MORTGAGEE_STEPS}
      initialValues={MORTGAGEE_INITIAL_VALUES}
      form={MORTGAGEE_FORM}
      allowReset
    />
  );
}

export const CustomerMortgageeChangePage = () => <MortgageeChangePage portalType="customer" />;
export const LenderMortgageeChangePage = () => <MortgageeChangePage portalType="lender" />;
