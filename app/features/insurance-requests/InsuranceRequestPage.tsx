import { Container } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatFileSize } from '@contracts/file-size';
import type { TInsuranceRequestResponse } from '@contracts/insurance-requests';
import { FormShell, type FormShellStep, type FormSuccessContent } from '@design-system/FormShell';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { newRequestId } from '../../api/request-id';
import { sendReceipt } from '../../api/send-receipt';
import { BORROWER_AUTHORIZATION_REMINDER } from '../../content/lender';
import { usePageTitle } from '../../layout/usePageTitle';
import { INSURANCE_REQUEST_CONTENT } from './content';
import { InsuranceRequestFields } from './InsuranceRequestFields';
import { EVIDENCE_INITIAL_VALUES, sendInsuranceRequest, ZInsuranceRequestStep, type InsuranceRequestValues } from './insurance-request';

const STEPS: FormShellStep<InsuranceRequestValues>[] = [
  { label: INSURANCE_REQUEST_CONTENT.heading, schema: ZInsuranceRequestStep, render: (context) => <InsuranceRequestFields {...context} /> },
];

/**
 * What the success screen lists about the request. The e-mailed receipt lists the same, built by the server
 * from what it stored (insuranceRequestReceiptDetails in bff/services/insurance-requests.ts).
 */
const summaryOf = (values: InsuranceRequestValues) => [
  { label: 'Policy Number', value: values.policy_number.toUpperCase() },
  { label: 'Name', value: `${values.first_name.trim()} ${values.last_name.trim()}` },
  { label: 'Email', value: values.email.trim() },
  { label: 'Phone Number', value: values.phone_number },
  ...(values.fax_number ? [{ label: 'Fax Number', value: values.fax_number }] : []),
  ...(values.document ? [{ label: 'Authorization Form', value: `${values.document.name} (${formatFileSize(values.document.size)})` }] : []),
];

const successOf = (response: TInsuranceRequestResponse, values: InsuranceRequestValues): FormSuccessContent => ({
  title: INSURANCE_REQUEST_CONTENT.success.title,
  message: INSURANCE_REQUEST_CONTENT.success.message,
  details: summaryOf(values),
  nextSteps: INSURANCE_REQUEST_CONTENT.success.nextSteps(values.email.trim(), values.fax_number),
  primaryAction: { label: INSURANCE_REQUEST_CONTENT.success.primaryAction, href: routes.requestStatus(response.referenceNumber) },
  secondaryAction: { label: INSURANCE_REQUEST_CONTENT.success.secondaryAction, href: routes.customerService.lenderRequests() },
  receipt: {
    // To the form's address; to another with the submission's single-use token (kept in memory only).
    send: (email) => sendReceipt({ email, referenceNumber: response.referenceNumber, receiptToken: response.receiptToken }),
    defaultEmail: values.email.trim(),
  },
});

/** Cancel goes back where the person came from, or to customer service when they came straight here (seed 001 §2). */
function useCancel() {
  const navigate = useNavigate();
  return () => {
    const cameFromAPage = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (cameFromAPage) navigate(-1);
    else navigate(routes.customerServicePage());
  };
}

/** Seed 001 §2 "Request Evidence of Insurance page (lender)", in the lender portal's blue, on the form shell. */
export function InsuranceRequestPage() {
  usePageTitle(INSURANCE_REQUEST_CONTENT.heading);
  const onCancel = useCancel();
  // One id per request, kept across retries: a retry after a lost answer is recognised, not stored twice.
  const requestId = useRef<string>(null);
  requestId.current ??= newRequestId();

  return (
    <PortalTypeScope portalType="lender">
      <PortalPageHeader
        size="sm"
        eyebrow={INSURANCE_REQUEST_CONTENT.portal}
        title={INSURANCE_REQUEST_CONTENT.heading}
        intro={INSURANCE_REQUEST_CONTENT.intro}
        back={{ href: routes.customerService.lenderRequests(), label: INSURANCE_REQUEST_CONTENT.back }}
      />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <FormShell
          formId="insurance-requests"
          title={INSURANCE_REQUEST_CONTENT.heading}
          description={<ImportantNotice>{BORROWER_AUTHORIZATION_REMINDER}</ImportantNotice>}
          steps={STEPS}
          initialValues={EVIDENCE_INITIAL_VALUES}
          onSubmit={(values, { onProgress }) => sendInsuranceRequest(values, requestId.current!, onProgress)}
          success={successOf}
          saveDrafts={false}
          submitLabel={INSURANCE_REQUEST_CONTENT.submit}
          onExit={onCancel}
          exitLabel={INSURANCE_REQUEST_CONTENT.cancel}
          submissionErrorTitle={INSURANCE_REQUEST_CONTENT.errorTitle}
        />
      </Container>
    </PortalTypeScope>
  );
}
