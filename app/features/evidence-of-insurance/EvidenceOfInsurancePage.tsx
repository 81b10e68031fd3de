import { Container, Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { formatFileSize } from '@contracts/file-size';
import { SuccessScreen } from '@design-system/SuccessScreen';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { sendReceipt } from '../../api/send-receipt';
import { usePageTitle } from '../../layout/usePageTitle';
import { routes } from '@site/paths';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { BORROWER_AUTHORIZATION_REMINDER } from '../../content/lender';
import { EVIDENCE_CONTENT } from './content';
import { EvidenceOfInsuranceForm } from './EvidenceOfInsuranceForm';
import { useEvidenceOfInsuranceForm, type EvidenceRequestValues } from './useEvidenceOfInsuranceForm';

/**
 * What the success screen lists about the request. The e-mailed receipt lists the same, built by the server
 * from what it stored (insuranceRequestReceiptDetails in bff/services/insurance-requests.ts).
 */
const summaryOf = (values: EvidenceRequestValues) => [
  { label: 'Policy Number', value: values.policy_number.toUpperCase() },
  { label: 'Name', value: `${values.first_name.trim()} ${values.last_name.trim()}` },
  { label: 'Email', value: values.email.trim() },
  { label: 'Phone Number', value: values.phone_number },
  ...(values.fax_number ? [{ label: 'Fax Number', value: values.fax_number }] : []),
  ...(values.document ? [{ label: 'Authorization Form', value: `${values.document.name} (${formatFileSize(values.document.size)})` }] : []),
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

/** Seed 001 §2 "Request Evidence of Insurance page (lender)", in the lender portal's blue. */
export function EvidenceOfInsurancePage() {
  usePageTitle(EVIDENCE_CONTENT.heading);
  const request = useEvidenceOfInsuranceForm();
  const onCancel = useCancel();
  const { result } = request;

  return (
    <PortalTypeScope portalType="lender">
      {result ? (
        <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
          <SuccessScreen
            title={EVIDENCE_CONTENT.success.title}
            message={EVIDENCE_CONTENT.success.message}
            referenceNumber={result.response.referenceNumber}
            details={summaryOf(result.values)}
            nextSteps={EVIDENCE_CONTENT.success.nextSteps(result.values.email.trim(), result.values.fax_number)}
            primaryAction={{ label: EVIDENCE_CONTENT.success.primaryAction, href: routes.customerService.lenderRequests() }}
            secondaryAction={{ label: EVIDENCE_CONTENT.success.secondaryAction, href: routes.customerServicePage() }}
            receipt={{
              // To the form's address; to another with the submission's single-use token.
              send: (email) => sendReceipt({ email, referenceNumber: result.response.referenceNumber, receiptToken: result.response.receiptToken }),
              defaultEmail: result.values.email.trim(),
            }}
          />
        </Container>
      ) : (
        <>
          <PortalPageHeader
            size="sm"
            eyebrow={EVIDENCE_CONTENT.portal}
            title={EVIDENCE_CONTENT.heading}
            intro={EVIDENCE_CONTENT.intro}
            back={{ href: routes.customerService.lenderRequests(), label: EVIDENCE_CONTENT.back }}
          />
          <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <ImportantNotice>{BORROWER_AUTHORIZATION_REMINDER}</ImportantNotice>
              <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
                <EvidenceOfInsuranceForm {...request} onCancel={onCancel} />
              </Paper>
            </Stack>
          </Container>
        </>
      )}
    </PortalTypeScope>
  );
}
