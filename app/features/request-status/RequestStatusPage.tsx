import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsFrom } from '@contracts/errors';
import { ZRequestStatusQuery, type TRequestStatus } from '@contracts/request-status';
import { RequestCard } from '@design-system/Account/RequestCard';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { useAccount } from '../../account/account-store';
import { MyRequests } from '../../account/MyRequests';
import { REQUEST_STATUS_CONTENT as CONTENT } from './content';
import { useRequestStatus } from './useRequestStatus';

type Field = 'referenceNumber' | 'email';

function RequestFound({ request }: { request: TRequestStatus }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [request]);
  return (
    <RequestCard
      request={request}
      headingRef={heading}
      nextStep={CONTENT.nextStep}
      historyTitle={CONTENT.historyHeading}
      detailsTitle={CONTENT.resultHeading}
      data-testid="request-status"
    />
  );
}

/**
 * The request status page: a person gives a request's reference number (filled in from the success screen's
 * link) and the e-mail address on it, and sees what was asked, when, and where it stands. Someone signed in
 * sees all of their requests instead (issue 24).
 */
export function RequestStatusPage() {
  usePageTitle(CONTENT.title);
  const account = useAccount();
  if (account.status === 'signed-in') {
    return (
      <>
        <PortalPageHeader size="md" eyebrow={CONTENT.eyebrow} title={CONTENT.title} intro={CONTENT.signedInIntro} back={BACK_TO_CUSTOMER_SERVICE} />
        <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
          <MyRequests account={account.account} />
        </Container>
      </>
    );
  }
  if (account.status === 'unknown') return <Loader aria-label="Loading" m="xl" />;
  return <RequestLookUp />;
}

/** The look-up by reference and address, for everyone not signed in. */
function RequestLookUp() {
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ referenceNumber: (params.get('reference') ?? '').toUpperCase().slice(0, 40), email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { state, check } = useRequestStatus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ZRequestStatusQuery.safeParse(values);
    if (!result.success) {
      const messages = fieldErrorsFrom(result.error);
      setErrors({ referenceNumber: messages.referenceNumber?.[0], email: messages.email?.[0] });
      const firstWrong = (['referenceNumber', 'email'] as const).find((field) => messages[field]);
      if (firstWrong) document.getElementById(`request-status-${firstWrong}`)?.focus();
      return;
    }
    setErrors({});
    void check(result.data);
  };

  const input = (field: Field, label: string, hint: string, props: Partial<Parameters<typeof TextInput>[0]>) => (
    <TextInput
      id={`request-status-${field}`}
      label={label}
      description={hint}
      value={values[field]}
      onChange={(event) => {
        const value = field === 'referenceNumber' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
      error={errors[field]}
      withAsterisk
      spellCheck={false}
      style={{ flex: '1 1 16rem' }}
      {...props}
    />
  );

  return (
    <>
      <PortalPageHeader size="sm" eyebrow={CONTENT.eyebrow} title={CONTENT.title} intro={CONTENT.intro} back={BACK_TO_CUSTOMER_SERVICE} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form noValidate onSubmit={submit} aria-label={CONTENT.title}>
              <Stack gap="md" align="flex-start">
                <Group align="flex-start" gap="md" w="100%">
                  {input('referenceNumber', CONTENT.referenceLabel, CONTENT.referenceHint, { maxLength: 40, autoComplete: 'off' })}
                  {input('email', CONTENT.emailLabel, CONTENT.emailHint, { type: 'email', autoComplete: 'email', maxLength: 254 })}
                </Group>
                <Button type="submit" loading={state.status === 'loading'} leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
                  {CONTENT.check}
                </Button>
                <Text size="sm" c="dimmed">
                  {CONTENT.privacy}
                </Text>
              </Stack>
            </form>
          </Paper>
          <div role="status" aria-live="polite">
            {(state.status === 'not-found' || state.status === 'error') && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={state.message} />
            )}
          </div>
          {state.status === 'found' && <RequestFound request={state.request} />}
        </Stack>
      </Container>
    </>
  );
}
