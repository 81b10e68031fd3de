import { Container } from '@mantine/core';
import type { AppRoute } from '@ts-rest/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TPolicyChangeResponse, TPortalType } from '@contracts/policy-changes/shared';
import { FormShell, type FormShellStep, type FormSuccessContent } from '@design-system/FormShell';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { newRequestId } from '../../api/request-id';
import { sendReceipt } from '../../api/send-receipt';
import { usePageTitle } from '../../layout/usePageTitle';
import { CHANGE_FORM_CONTENT } from './content';
import { sendChangeRequest } from './send-change-request';

type ContactValues = { contactInfo: { email: string; policyNumber: string } };

export type ChangeRequestPageProps<V extends ContactValues> = {
  /** Names the draft, with the portal type. */
  formId: string;
  title: string;
  intro: string;
  portalType: TPortalType;
  steps: FormShellStep<V>[];
  initialValues: V;
  route: AppRoute & { method: 'POST'; contentType: 'multipart/form-data' };
  /** The success screen's summary of what was asked (after the policy number). */
  summary: (values: V) => FormSuccessContent['details'];
  /** @default CHANGE_FORM_CONTENT.successTitle */
  successTitle?: string;
  /** Offers the shell's Reset (seed 002: the mortgagee form). */
  allowReset?: boolean;
  /** @default CHANGE_FORM_CONTENT.submit ('Submit Request') */
  submitLabel?: string;
  /** Runs once when the success screen appears (a cancellation's confetti). */
  onSuccessShown?: () => void;
};

/** The portal's menu a change form belongs to: where Back and the success screen lead. */
const menuOf = (portalType: TPortalType) =>
  portalType === 'lender'
    ? { href: routes.customerService.lenderRequests(), label: CHANGE_FORM_CONTENT.backToLenderRequests, eyebrow: CHANGE_FORM_CONTENT.lenderPortal }
    : { href: routes.customerService.policyChanges(), label: CHANGE_FORM_CONTENT.backToPolicyChanges, eyebrow: CHANGE_FORM_CONTENT.customerPortal };

/**
 * A policy change form's page (seed 002): the portal's header, the form on the shell in the portal's colour,
 * sent once per request id, and a success screen with the reference, the summary and the e-mailed receipt.
 */
export function ChangeRequestPage<V extends ContactValues>({
  formId,
  title,
  intro,
  portalType,
  steps,
  initialValues,
  route,
  summary,
  successTitle = CHANGE_FORM_CONTENT.successTitle,
  allowReset = false,
  submitLabel = CHANGE_FORM_CONTENT.submit,
  onSuccessShown,
}: ChangeRequestPageProps<V>) {
  usePageTitle(title);
  const navigate = useNavigate();
  const menu = menuOf(portalType);
  // One id per request, kept across retries: a retry after a lost answer is recognised, not stored twice.
  const requestId = useRef<string>(null);
  requestId.current ??= newRequestId();

  const success = (response: TPolicyChangeResponse, values: V): FormSuccessContent => ({
    title: successTitle,
    message: CHANGE_FORM_CONTENT.successMessage,
    details: [
      { label: 'Policy Number', value: values.contactInfo.policyNumber.toUpperCase() },
      ...summary(values),
      { label: CHANGE_FORM_CONTENT.submissionDate, value: new Date().toLocaleDateString('en-US') },
    ],
    nextSteps: [...CHANGE_FORM_CONTENT.nextSteps],
    primaryAction: { label: CHANGE_FORM_CONTENT.checkStatus, href: routes.requestStatus(response.referenceNumber) },
    secondaryAction: { label: menu.label, href: menu.href },
    onShown: onSuccessShown,
    receipt: {
      send: (email) => sendReceipt({ email, referenceNumber: response.referenceNumber, receiptToken: response.receiptToken }),
      defaultEmail: values.contactInfo.email.trim(),
    },
  });

  return (
    <PortalTypeScope portalType={portalType}>
      <PortalPageHeader size="sm" eyebrow={menu.eyebrow} title={title} intro={intro} back={{ href: menu.href, label: menu.label }} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <FormShell
          formId={formId}
          title={title}
          steps={steps}
          initialValues={initialValues}
          onSubmit={(values, { onProgress }) => sendChangeRequest(route, values, { requestId: requestId.current!, customerType: portalType, onProgress })}
          success={success}
          draftBanner="incomplete"
          submitLabel={submitLabel}
          submissionErrorTitle={CHANGE_FORM_CONTENT.submissionErrorTitle}
          onExit={() => navigate(menu.href)}
          allowReset={allowReset}
        />
      </Container>
    </PortalTypeScope>
  );
}
