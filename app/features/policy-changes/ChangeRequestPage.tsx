import { Container, Loader } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FormPortal } from '@contracts/forms';
import type { TPortalType } from '@contracts/policy-changes/shared';
import type { FormShellStep } from '@design-system/FormShell';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { routes } from '@site/paths';
import { useAccount } from '../../account/account-store';
import { contactFromProfile } from '../../account/profile-contact';
import type { BrowserForm } from '../../forms/describe-values';
import { SubmissionFormPage } from '../../forms/SubmissionFormPage';
import { usePageTitle } from '../../layout/usePageTitle';
import { CHANGE_FORM_TEXT, changeFormNextSteps, changeFormWords, type ChangeFormText } from './content';

type ContactValues = { contactInfo: { email: string; policyNumber: string } };

export type ChangeRequestPageProps<V extends ContactValues> = {
  /** Names the draft, with the portal type. */
  formId: string;
  title: string;
  intro: string;
  portalType: TPortalType;
  steps: FormShellStep<V>[];
  initialValues: V;
  /** @default CHANGE_FORM_TEXT successTitle */
  successTitle?: string;
  /** Offers the shell's Reset (seed 002: the mortgagee form). */
  allowReset?: boolean;
  /** @default CHANGE_FORM_TEXT submit ('Submit Request') */
  submitLabel?: string;
  /** Runs once when the success screen appears (a cancellation's confetti). */
  onSuccessShown?: () => void;
  /** Its descriptor (contracts/forms), as the browser reads it. */
  form: BrowserForm;
};

/** A change form is the customer's or the lender's: a descriptor's page in another portal is the customer's. */
export const changeFormPortal = (portal: FormPortal): TPortalType => (portal === 'lender' ? 'lender' : 'customer');

/** The portal's menu a change form belongs to: where Back and the success screen lead. */
const menuOf = (portalType: TPortalType, text: ChangeFormText) =>
  portalType === 'lender'
    ? { href: routes.customerService.lenderRequests(), label: text('backToLenderRequests'), eyebrow: text('lenderPortal') }
    : { href: routes.customerService.policyChanges(), label: text('backToPolicyChanges'), eyebrow: text('customerPortal') };

/** The query parameter that fills in the policy number (routes.customerService.policyChanges.forPolicy). */
const POLICY_NUMBER_PARAM = 'policy';

/**
 * A policy change form's page (seed 002): the portal's header, the form on the shell in the portal's colour,
 * and a success screen with the reference, the form's summary and the e-mailed receipt (SubmissionFormPage).
 * Someone signed in finds the contact step filled in from their profile (and the policy number from the
 * link they followed); they can still change any of it.
 */
export function ChangeRequestPage<V extends ContactValues>({
  formId,
  intro,
  portalType,
  steps,
  initialValues,
  successTitle,
  allowReset = false,
  submitLabel,
  onSuccessShown,
  form,
  ...page
}: ChangeRequestPageProps<V>) {
  // The form's title is its descriptor's (contracts/forms), said in the page's language.
  const title = useTranslateMessage()(page.title);
  usePageTitle(title);
  const text = useText(CHANGE_FORM_TEXT);
  const navigate = useNavigate();
  const menu = menuOf(portalType, text);
  const account = useAccount();
  const policyNumber = (useSearchParams()[0].get(POLICY_NUMBER_PARAM) ?? '').slice(0, 50);
  const firstValues: V = {
    ...initialValues,
    contactInfo: {
      ...initialValues.contactInfo,
      ...(account.status === 'signed-in' ? contactFromProfile(account.account) : {}),
      ...(policyNumber ? { policyNumber } : {}),
    },
  };

  return (
    <PortalTypeScope portalType={portalType}>
      <PortalPageHeader size="sm" eyebrow={menu.eyebrow} title={title} intro={intro} back={{ href: menu.href, label: menu.label }} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        {/* The shell takes its first values once: it waits for who is signed in (known at once for everyone else). */}
        {account.status === 'unknown' ? (
          <Loader role="progressbar" aria-label={text('loading')} />
        ) : (
          <SubmissionFormPage
            form={form}
            portalType={portalType}
            shell={{
              formId,
              title,
              steps,
              initialValues: firstValues,
              draftBanner: 'incomplete',
              submitLabel: submitLabel ?? text('submit'),
              submissionErrorTitle: text('submissionErrorTitle'),
              onExit: () => navigate(menu.href),
              allowReset,
            }}
            success={{
              title: successTitle ?? text('successTitle'),
              message: text('successMessage'),
              submissionDateLabel: text('submissionDate'),
              nextSteps: changeFormNextSteps(text),
              primaryAction: (referenceNumber) => ({ label: text('checkStatus'), href: routes.requestStatus(referenceNumber) }),
              secondaryAction: { label: menu.label, href: menu.href },
              onShown: onSuccessShown,
            }}
            words={changeFormWords(text)}
          />
        )}
      </Container>
    </PortalTypeScope>
  );
}
