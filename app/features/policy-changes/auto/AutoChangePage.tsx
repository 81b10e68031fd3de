import { useMemo } from 'react';
import { autoChangesContract } from '@contracts/policy-changes/auto';
import type { TPortalType } from '@contracts/policy-changes/shared';
import { ChangeRequestPage } from '../ChangeRequestPage';
import { autoChangeSteps } from './auto-form';
import { autoInitialValues, type AutoChangeValues } from './auto-values';

const INTRO = {
  customer: 'Add or remove a vehicle or driver, update your address, coverages or lienholder, or ask for anything else on your auto policy.',
  lender: "Ask for a change on a borrower's auto policy. Attach the borrower's authorization.",
};

/** The success summary after the policy number: who asks, and how many changes. */
const successSummary = ({ contactInfo, changes }: AutoChangeValues) => [
  { label: 'Policyholder', value: contactInfo.policyholderName.trim() },
  { label: 'Changes Requested', value: String(changes.length) },
];

/** Seed 002 auto policy change: the policyholder's (green) or a lender's (blue) form. */
function AutoChangePage({ portalType }: { portalType: TPortalType }) {
  const steps = useMemo(() => autoChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(autoInitialValues, []);
  return (
    <ChangeRequestPage
      formId="auto-policy-change"
      title="Auto Policy Change Request"
      intro={INTRO[portalType]}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
      route={autoChangesContract.submitAutoChange}
      summary={successSummary}
    />
  );
}

export const CustomerAutoChangePage = () => <AutoChangePage portalType="customer" />;
