import { Container } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TSubmissionResponse } from '@contracts/submissions';
import { FormShell, type FormSuccessContent } from '@design-system/FormShell';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { newRequestId } from '../../api/request-id';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { DOCUMENT_MANAGEMENT_CONTENT as CONTENT } from './content';
import { documentManagementSteps } from './DocumentManagementSteps';
import { DOCUMENT_MANAGEMENT_INITIAL_VALUES, sendDocumentUpload, type DocumentManagementValues } from './document-upload';

/**
 * Seed 001 §2 "Document management": download the agency's forms, or send a document with a message to the
 * agency (stored, and passed on through the outbox). Back from step 1 and Done lead to customer service.
 */
export function DocumentManagementPage() {
  usePageTitle(CONTENT.title);
  const navigate = useNavigate();
  const requestId = useRef<string>(null);
  requestId.current ??= newRequestId();

  const success = (response: TSubmissionResponse, values: DocumentManagementValues): FormSuccessContent => ({
    title: CONTENT.success.title,
    message: CONTENT.success.message(values.email.trim()),
    details: [
      { label: 'Policy Number', value: values.policyNumber.toUpperCase() },
      { label: 'Document', value: values.file?.name ?? '' },
    ],
    nextSteps: [...CONTENT.success.nextSteps],
    // Done: everything is reset (the shell cleared the form and the draft) and the person is back at customer service.
    primaryAction: { label: CONTENT.success.done, onClick: () => navigate(routes.customerServicePage()) },
    secondaryAction: { label: 'Check Request Status', href: routes.requestStatus(response.referenceNumber) },
  });

  return (
    <>
      <PortalPageHeader size="sm" eyebrow={CONTENT.eyebrow} title={CONTENT.title} intro={CONTENT.intro} back={BACK_TO_CUSTOMER_SERVICE} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <FormShell
          formId="document-management"
          title={CONTENT.title}
          steps={documentManagementSteps}
          initialValues={DOCUMENT_MANAGEMENT_INITIAL_VALUES}
          onSubmit={(values, { onProgress }) => sendDocumentUpload(values, requestId.current!, onProgress)}
          success={success}
          draftBanner="incomplete"
          submitLabel={CONTENT.submit}
          onExit={() => navigate(routes.customerServicePage())}
        />
      </Container>
    </>
  );
}
