import { Container } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { INSURANCE_REQUEST_FORM } from '@contracts/insurance-requests.form';
import type { FormShellStep } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { message } from '@site/i18n/catalogue';
import { routes } from '@site/paths';
import { SubmissionFormPage } from '../../forms/SubmissionFormPage';
import { usePageTitle } from '../../layout/usePageTitle';
import { INSURANCE_REQUEST_TEXT } from './content';
import { InsuranceRequestFields } from './InsuranceRequestFields';
import { INSURANCE_REQUEST_INITIAL_VALUES, insuranceRequestWords, ZInsuranceRequestStep, type InsuranceRequestValues } from './insurance-request';

const STEPS: FormShellStep<InsuranceRequestValues>[] = [
  { label: message(INSURANCE_REQUEST_TEXT, 'heading'), schema: ZInsuranceRequestStep, render: (context) => <InsuranceRequestFields {...context} /> },
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
  const text = useText(INSURANCE_REQUEST_TEXT);
  usePageTitle(text('heading'));
  const onCancel = useCancel();

  return (
    <PortalTypeScope portalType="lender">
      <PortalPageHeader
        size="sm"
        eyebrow={text('portal')}
        title={text('heading')}
        intro={text('intro')}
        back={{ href: routes.customerService.lenderRequests(), label: text('back') }}
      />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <SubmissionFormPage
          form={INSURANCE_REQUEST_FORM}
          portalType="lender"
          shell={{
            formId: 'insurance-requests',
            title: text('heading'),
            description: <ImportantNotice>{text('notice')}</ImportantNotice>,
            steps: STEPS,
            initialValues: INSURANCE_REQUEST_INITIAL_VALUES,
            saveDrafts: false,
            submitLabel: text('submit'),
            onExit: onCancel,
            exitLabel: text('cancel'),
            submissionErrorTitle: text('errorTitle'),
          }}
          success={(values) => {
            const email = values.email.trim();
            return {
              title: text('success.title'),
              message: text('success.message'),
              nextSteps: [
                text('success.check'),
                values.fax_number ? text('success.sendOrFax', { email, fax: values.fax_number }) : text('success.send', { email }),
                text('success.reference'),
              ],
              primaryAction: (referenceNumber) => ({ label: text('success.primaryAction'), href: routes.requestStatus(referenceNumber) }),
              secondaryAction: { label: text('success.secondaryAction'), href: routes.customerService.lenderRequests() },
            };
          }}
          words={insuranceRequestWords(text)}
        />
      </Container>
    </PortalTypeScope>
  );
}
