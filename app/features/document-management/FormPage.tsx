import { Container } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_MANAGEMENT_FORM } from '@contracts/document-management.form';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { SubmissionFormPage } from '../../forms/SubmissionFormPage';
import { usePageTitle } from '../../layout/usePageTitle';
import { DOCUMENT_MANAGEMENT_CONTENT as CONTENT } from './content';
import { documentManagementSteps } from './DocumentManagementSteps';
import { DOCUMENT_MANAGEMENT_INITIAL_VALUES, DOCUMENT_MANAGEMENT_WORDS } from './document-upload';

/**
 * Seed 001 §2 "Document management" (DOCUMENT_MANAGEMENT_FORM's page), in the customer portal: download the
 * agency's forms, or send a document with a message to the agency (stored, and passed on through the outbox).
 * Back from step 1 and Done lead to customer service.
 */
export function FormPage() {
  usePageTitle(CONTENT.title);
  const navigate = useNavigate();

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader size="sm" eyebrow={CONTENT.eyebrow} title={CONTENT.title} intro={CONTENT.intro} back={BACK_TO_CUSTOMER_SERVICE} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <SubmissionFormPage
          form={DOCUMENT_MANAGEMENT_FORM}
          portalType="customer"
          shell={{
            formId: 'document-management',
            title: CONTENT.title,
            steps: documentManagementSteps,
            initialValues: DOCUMENT_MANAGEMENT_INITIAL_VALUES,
            draftBanner: 'incomplete',
            submitLabel: CONTENT.submit,
            onExit: () => navigate(routes.customerServicePage()),
          }}
          success={(values, referenceNumber) => ({
            title: CONTENT.success.title,
            message: CONTENT.success.message(values.email.trim()),
            nextSteps: [...CONTENT.success.nextSteps],
            // Done: everything is reset (the shell cleared the form and the draft) and the person is back at customer service.
            primaryAction: () => ({ label: CONTENT.success.done, onClick: () => navigate(routes.customerServicePage()) }),
            secondaryAction: { label: CONTENT.success.checkStatus, href: routes.requestStatus(referenceNumber) },
          })}
          words={DOCUMENT_MANAGEMENT_WORDS}
        />
      </Container>
    </PortalTypeScope>
  );
}
