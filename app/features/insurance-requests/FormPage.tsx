import { Container } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { INSURANCE_REQUEST_FORM } from '@contracts/insurance-requests.form';
import type { FormShellStep } from '@design-system/FormShell';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { SubmissionFormPage } from '../../forms/SubmissionFormPage';
import { usePageTitle } from '../../layout/usePageTitle';
import { INSURANCE_REQUEST_CONTENT as CONTENT } from './content';
import { InsuranceRequestFields } from './InsuranceRequestFields';
import { INSURANCE_REQUEST_INITIAL_VALUES, INSURANCE_REQUEST_WORDS, ZInsuranceRequestStep, type InsuranceRequestValues } from './insurance-request';

const STEPS: FormShellStep<InsuranceRequestValues>[] = [
  { label: CONTENT.heading, schema: ZInsuranceRequestStep, render: (context) => <InsuranceRequestFields {...context} /> },
];

/** Cancel goes back where the person came from, or to customer service when they came straight here (seed 001 §2). */
function useCancel() {
  const navigate = useNavigate();
  return () => {
    const cameFromAPage = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (cameFromAPage) navigate(-1);
    else navigate(routes.customerServicePage());
  };
}

/**
 * Seed 001 §2 "Request Evidence of Insurance page (lender)" (INSURANCE_REQUEST_FORM's page), in the lender
 * portal's blue; its success screen shows the form's summary and offers the e-mailed receipt.
 */
export function FormPage() {
  usePageTitle(CONTENT.heading);
  const onCancel = useCancel();

  return (
    <PortalTypeScope portalType="lender">
      <PortalPageHeader
        size="sm"
        eyebrow={CONTENT.portal}
        title={CONTENT.heading}
        intro={CONTENT.intro}
        back={{ href: routes.customerService.lenderRequests(), label: CONTENT.back }}
      />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <SubmissionFormPage
          form={INSURANCE_REQUEST_FORM}
          portalType="lender"
          shell={{
            formId: 'insurance-requests',
            title: CONTENT.heading,
            description: <ImportantNotice>{CONTENT.notice}</ImportantNotice>,
            steps: STEPS,
            initialValues: INSURANCE_REQUEST_INITIAL_VALUES,
            saveDrafts: false,
            submitLabel: CONTENT.submit,
            onExit: onCancel,
            exitLabel: CONTENT.cancel,
            submissionErrorTitle: CONTENT.errorTitle,
          }}
          success={(values) => ({
            title: CONTENT.success.title,
            message: CONTENT.success.message,
            nextSteps: CONTENT.success.nextSteps(values.email.trim(), values.fax_number),
            primaryAction: (referenceNumber) => ({ label: CONTENT.success.primaryAction, href: routes.requestStatus(referenceNumber) }),
            secondaryAction: { label: CONTENT.success.secondaryAction, href: routes.customerService.lenderRequests() },
          })}
          words={INSURANCE_REQUEST_WORDS}
        />
      </Container>
    </PortalTypeScope>
  );
}
