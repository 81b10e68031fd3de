import { useMemo } from 'react';
import { homeChangesContract } from '@contracts/policy-changes/home';
import type { TPortalType } from '@contracts/policy-changes/shared';
import { ChangeRequestPage } from '../ChangeRequestPage';
import { homeChangeSteps } from './home-form';
import { homeInitialValues } from './home-values';

const PAGE = {
  customer: {
    title: 'Home Policy Change Request',
    intro: 'Change your home coverages or deductible, or add or remove a person insured. An agent checks the change with your insurer.',
  },
  lender: {
    title: 'Request Coverage Change',
    intro: "Ask for a coverage change on a borrower's home policy, such as the dwelling limit your loan requires. Attach the borrower's authorization.",
  },
};

/** Seed 002 home policy change: the customer's (green) form and the lender's coverage change (blue). */
function HomeChangePage({ portalType }: { portalType: TPortalType }) {
  const steps = useMemo(() => homeChangeSteps(portalType), [portalType]);
  const initialValues = useMemo(homeInitialValues, []);
  return (
    <ChangeRequestPage
      formId="home-policy-change"
      title={PAGE[portalType].title}
      intro={PAGE[portalType].intro}
      portalType={portalType}
      steps={steps}
      initialValues={initialValues}
      route={homeChangesContract.submitHomeChange}
      successTitle="Request Submitted Successfully!"
      summary={() => []}
    />
  );
}

export const CustomerHomeChangePage = () => <HomeChangePage portalType="customer" />;
export const LenderCoverageChangePage = () => <HomeChangePage portalType="lender" />;
