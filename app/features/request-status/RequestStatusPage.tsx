import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsFrom } from '@contracts/errors';
import { REQUEST_STATUS_MESSAGES, ZRequestStatusQuery, type TRequestStatus } from '@contracts/request-status';
import { RequestCard } from '@design-system/Account/RequestCard';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { useBackToCustomerService } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { useAccount } from '../../account/account-store';
import { MyRequests } from '../../account/MyRequests';
import { REQUEST_STATUS_TEXT } from './content';
import { useRequestStatus, type RequestStatusState } from './useRequestStatus';

type Field = 'referenceNumber' | 'email';

function RequestFound({ request }: { request: TRequestStatus }) {
  const text = useText(REQUEST_STATUS_TEXT);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [request]);
  return (
    <RequestCard
      request={request}
      headingRef={heading}
      nextStep={text('nextStep')}
      historyTitle={text('historyHeading')}
      detailsTitle={text('resultHeading')}
      data-testid="request-status"
    />
  );
}

/** The page's header: its title, where it belongs and the way back. */
function Header({ size, intro }: { size: 'sm' | 'md'; intro: string }) {
  const text = useText(REQUEST_STATUS_TEXT);
  const backToCustomerService = useBackToCustomerService();
  return <PortalPageHeader size={size} eyebrow={text('eyebrow')} title={text('title')} intro={intro} back={backToCustomerService} />;
}

/**
 * The request status page: a person gives a request's reference number (filled in from the success screen's
 * link) and the e-mail address on it, and sees what was asked, when, and where it stands. Someone signed in
 * sees all of their requests instead (issue 24).
 */
export function RequestStatusPage() {
  const text = useText(REQUEST_STATUS_TEXT);
  usePageTitle(text('title'));
  const account = useAccount();
  if (account.status === 'signed-in') {
    return (
      <>
        <Header size="md" intro={text('signedInIntro')} />
        <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
          <MyRequests account={account.account} />
        </Container>
      </>
    );
  }
  if (account.status === 'unknown') return <Loader role="progressbar" aria-label={text('loading')} m="xl" />;
  return <RequestLookUp />;
}

/** The look-up by reference and address, for everyone not signed in. */
/** Why a look-up found nothing, in the page's language: the contract's and the server's English said through the API's table. */
function failureOf(state: RequestStatusState, say: (message: string) => string, failed: string): string | undefined {
  if (state.status === 'not-found') return say(REQUEST_STATUS_MESSAGES.notFound);
  if (state.status === 'error') return state.message ? say(state.message) : failed;
  return undefined;
}

function RequestLookUp() {
  const text = useText(REQUEST_STATUS_TEXT);
  // The refusals are kept in English (the contract's), and said in the page's language where they are shown.
  const say = useTranslateMessage();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ referenceNumber: (params.get('reference') ?? '').toUpperCase().slice(0, 40), email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { state, check } = useRequestStatus();
  const failure = failureOf(state, say, text('failed'));

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
      error={errors[field] && say(errors[field])}
      withAsterisk
      spellCheck={false}
      style={{ flex: '1 1 16rem' }}
      {...props}
    />
  );

  return (
    <>
      <Header size="sm" intro={text('intro')} />
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form noValidate onSubmit={submit} aria-label={text('title')}>
              <Stack gap="md" align="flex-start">
                <Group align="flex-start" gap="md" w="100%">
                  {input('referenceNumber', text('referenceLabel'), text('referenceHint'), { maxLength: 40, autoComplete: 'off' })}
                  {input('email', text('emailLabel'), text('emailHint'), { type: 'email', autoComplete: 'email', maxLength: 254 })}
                </Group>
                <Button type="submit" loading={state.status === 'loading'} leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
                  {text('check')}
                </Button>
                <Text size="sm" c="dimmed">
                  {text('privacy')}
                </Text>
              </Stack>
            </form>
          </Paper>
          <div role="status" aria-live="polite">
            {failure && <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={failure} />}
          </div>
          {state.status === 'found' && <RequestFound request={state.request} />}
        </Stack>
      </Container>
    </>
  );
}
