import { Container } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { DOCUMENT_MANAGEMENT_MESSAGES } from '@contracts/document-management';
import { DOCUMENT_MANAGEMENT_FORM } from '@contracts/document-management.form';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { useBackToCustomerService } from '../../content/portal-links';
import { SubmissionFormPage } from '../../forms/SubmissionFormPage';
import { usePageTitle } from '../../layout/usePageTitle';
import { DOCUMENT_MANAGEMENT_TEXT } from './content';
import { documentManagementSteps } from './DocumentManagementSteps';
import { DOCUMENT_MANAGEMENT_INITIAL_VALUES, documentManagementWords } from './document-upload';

/**
 * Seed 001 §2 "Document management" (DOCUMENT_MANAGEMENT_FORM's page), in the customer portal: download the
 * agency's forms, or send a document with a message to the agency (stored, and passed on through the outbox).
 * Back from step 1 and Done lead to customer service.
 */
export function FormPage() {
  const text = useText(DOCUMENT_MANAGEMENT_TEXT);
  const translate = useTranslateMessage();
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  const navigate = useNavigate();

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader size="sm" eyebrow={text('eyebrow')} title={text('title')} intro={text('intro')} back={backToCustomerService} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <SubmissionFormPage
          form={DOCUMENT_MANAGEMENT_FORM}
          portalType="customer"
          shell={{
            formId: 'document-management',
            title: text('title'),
            steps: documentManagementSteps,
            initialValues: DOCUMENT_MANAGEMENT_INITIAL_VALUES,
            draftBanner: 'incomplete',
            submitLabel: text('submit'),
            onExit: () => navigate(routes.customerServicePage()),
          }}
          success={(values, referenceNumber) => ({
            // The contract's answer (DOCUMENT_MANAGEMENT_FORM's successMessage), said in the page's language.
            title: translate(DOCUMENT_MANAGEMENT_MESSAGES.uploaded),
            message: text('success.message', { email: values.email.trim() }),
            nextSteps: [text('success.review'), text('success.contact')],
            // Done: everything is reset (the shell cleared the form and the draft) and the person is back at customer service.
            primaryAction: () => ({ label: text('success.done'), onClick: () => navigate(routes.customerServicePage()) }),
            secondaryAction: { label: text('success.checkStatus'), href: routes.requestStatus(referenceNumber) },
          })}
          words={documentManagementWords(translate)}
        />
      </Container>
    </PortalTypeScope>
  );
}
