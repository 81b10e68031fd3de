import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import { fieldErrorsFrom } from '@contracts/errors';
import { ZRequestStatusQuery, type TRequestStatus } from '@contracts/request-status';
import { ReviewList } from '@design-system/FormShell/steps';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { REQUEST_STATUS_CONTENT as CONTENT } from './content';
import { useRequestStatus } from './useRequestStatus';

type Field = 'referenceNumber' | 'email';

const receivedAt = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE }).format(new Date(iso))} ET`;

function RequestFound({ request }: { request: TRequestStatus }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [request]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="request-status-heading" data-testid="request-status">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id="request-status-heading" ref={heading} tabIndex={-1}>
              {request.title}
            </Title>
            <Text c="dimmed" size="sm">
              {request.referenceNumber} · {CONTENT.received} {receivedAt(request.submittedAt)}
            </Text>
          </div>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {CONTENT.statusLabel}:
            </Text>
            <Badge size="lg" variant="filled" color="dark" data-testid="request-status-label">
              {request.statusLabel}
            </Badge>
          </Group>
        </Group>
        <Text>{CONTENT.nextStep}</Text>
        <section aria-labelledby="request-history-heading">
          <Title order={3} size="h5" id="request-history-heading" mb="xs">
            {CONTENT.historyHeading}
          </Title>
          <Timeline active={request.history.length - 1} bulletSize={14} lineWidth={2} data-testid="request-status-history">
            {request.history.map((entry, index) => (
              <Timeline.Item key={`${entry.status}-${entry.at}-${index}`} title={entry.statusLabel}>
                <Text size="sm" c="dimmed">
                  {receivedAt(entry.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        <ReviewList title={CONTENT.resultHeading} items={request.details} />
      </Stack>
    </Paper>
  );
}

/**
 * The request status page: a person gives a request's reference number (filled in from the success screen's
 * link) and the e-mail address on it, and sees what was asked, when, and where it stands.
 */
export function RequestStatusPage() {
  usePageTitle(CONTENT.title);
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
