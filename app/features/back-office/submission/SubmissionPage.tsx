import { Alert, Anchor, Badge, Group, List, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { mailKindLabel } from '@contracts/back-office/mail-kinds';
import { submissionKindLabel, submissionStatusLabel } from '@contracts/back-office/submission-kinds';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { formatDateForDisplay } from '@contracts/dates';
import { DetailLayout } from '@design-system/BackOffice/DetailLayout';
import { FieldList } from '@design-system/BackOffice/FieldList';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { DsLink } from '@design-system/navigation/LinkContext';
import { LOCALE_NAMES_IN_ENGLISH } from '@site/locales';
import { routes } from '@site/paths';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { agencyDateTime } from '../format';
import { useServerData } from '../useServerData';
import { AssigneeSelect } from './AssigneeSelect';
import { StatusChangeForm } from './StatusChangeForm';
import { QuoteOffers } from './QuoteOffers';
import { SubmissionDocuments } from './SubmissionDocuments';
import { SubmissionMessages } from './SubmissionMessages';

const loadSubmission = (referenceNumber: string) => api.submissions.getSubmission({ params: { referenceNumber }, quiet: true });

const PORTAL_LABELS = { public: 'the public site', customer: 'the customer portal', lender: 'the lender portal' } as const;

const TRAIL_ACTIONS: Record<string, string> = {
  sent: 'Link sent',
  opened: 'Opened',
  consented: 'Agreed to sign electronically',
  signed: 'Signed',
  completed: 'Sealed',
};

function SignatureTrail({ signature }: { signature: NonNullable<TSubmissionDetail['signature']> }) {
  return (
    <Stack gap="sm">
      <Alert color={signature.trailIntact ? 'green' : 'red'}>
        <Text size="sm" fw={600}>
          {signature.trailIntact ? 'Audit trail intact' : 'Audit trail altered'}
        </Text>
        {signature.trailIntact
          ? 'Each entry’s hash matches its content and the entry before it.'
          : 'An entry does not match its hash: the trail has been changed since it was written.'}
      </Alert>
      <List spacing="xs" listStyleType="none" p={0} data-testid="signature-trail">
        {signature.trail.map((entry) => (
          <List.Item key={entry.sequence}>
            <Text size="sm" fw={600}>
              {entry.sequence}. {TRAIL_ACTIONS[entry.action] ?? entry.action} · {agencyDateTime(entry.at)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.ip || 'no address'} · {entry.userAgent || 'no browser given'} · SHA-256 {entry.hash}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function History({ detail }: { detail: TSubmissionDetail }) {
  return (
    <Timeline active={detail.history.length - 1} bulletSize={14} lineWidth={2} data-testid="submission-history">
      {detail.history.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={submissionStatusLabel(entry.status)}>
          <Text size="sm" c="dimmed">
            {agencyDateTime(entry.at)}
            {entry.staffName ? ` · ${entry.staffName}` : ''}
          </Text>
          {entry.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** Where a mail stands, in words: sent when, held for a proof, refused, or waiting. */
const mailStateText = (mail: TSubmissionDetail['mail'][number]) => {
  if (mail.status === 'sent' && mail.sentAt) return `sent ${agencyDateTime(mail.sentAt)}`;
  if (mail.status === 'held') return 'held until the address is confirmed';
  if (mail.status === 'refused') return 'not sent (the address had its mails of the day)';
  return 'waiting to be sent';
};

function Mail({ detail }: { detail: TSubmissionDetail }) {
  if (!detail.mail.length) return <Text c="dimmed">No mail about this submission.</Text>;
  return (
    <List spacing="sm" listStyleType="none" p={0} data-testid="submission-mail">
      {detail.mail.map((mail) => (
        <List.Item key={mail.id}>
          <Text fw={600} size="sm">
            {mail.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {mailKindLabel(mail.kind)} · to {mail.recipient} · {mailStateText(mail)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** /admin/submissions/{reference}: everything about one submission, and the moves staff make. */
export function SubmissionPage() {
  const referenceNumber = (useParams().referenceNumber ?? '').toUpperCase();
  usePageTitle(`Submission ${referenceNumber}`);
  const { state, replace } = useServerData(referenceNumber, loadSubmission, {
    failedMessage: 'This submission could not be loaded. Please try again.',
    keepWhileLoading: false,
  });
  const back = (
    <Anchor component={DsLink} href={routes.admin.inbox()} size="sm" underline="always">
      Back to the inbox
    </Anchor>
  );
  if (state.status === 'loading') return <Loader role="progressbar" aria-label="Loading" />;
  if (state.status === 'failed') {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title={state.message} />
      </Stack>
    );
  }
  const { data: detail } = state;
  return (
    <Stack gap="md">
      {back}
      <DetailLayout
        title={`${detail.title} ${detail.item.referenceNumber}`}
        meta={
          <Group gap="xs">
            <SubmissionStatusBadge status={detail.item.status} />
            <Text size="sm" c="dimmed">
              {submissionKindLabel(detail.item.kind)} from {PORTAL_LABELS[detail.item.portalType]}, received {agencyDateTime(detail.item.createdAt)}
            </Text>
            {/* The person's language: the mails about this request go in it, and a reply is best written in it too. */}
            <Badge variant="light" color="gray" data-testid="submission-language">
              In {LOCALE_NAMES_IN_ENGLISH[detail.item.locale]}
            </Badge>
          </Group>
        }
        sideLabel="Status and history"
        side={
          <Stack gap="lg">
            <StatusChangeForm key={detail.history.length} detail={detail} onChanged={replace} />
            <AssigneeSelect detail={detail} onChanged={replace} />
            <div>
              <Title order={2} size="h4" mb="sm">
                History
              </Title>
              <History detail={detail} />
            </div>
          </Stack>
        }
      >
        <Stack gap="lg">
          {detail.callback && (
            // Mantine's yellow title is 2.7:1 on its own background: the text colour keeps AA contrast.
            <Alert color="yellow" title="Callback requested" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
              Call back on {formatDateForDisplay(detail.callback.date)}, {detail.callback.window}.
            </Alert>
          )}
          <FieldList title="What was sent" items={detail.details} />
          {detail.item.kind === 'quote' && (
            <section aria-labelledby="offers-heading">
              <Title order={2} size="h4" mb="sm" id="offers-heading">
                Offers
              </Title>
              <QuoteOffers detail={detail} onChanged={replace} />
            </section>
          )}
          <section aria-labelledby="messages-heading">
            <Title order={2} size="h4" mb="sm" id="messages-heading">
              Messages with the customer
            </Title>
            <SubmissionMessages referenceNumber={detail.item.referenceNumber} />
          </section>
          <section aria-labelledby="documents-heading">
            <Title order={2} size="h4" mb="sm" id="documents-heading">
              Documents
            </Title>
            <SubmissionDocuments detail={detail} />
          </section>
          {detail.signature && (
            <section aria-labelledby="signature-heading">
              <Title order={2} size="h4" mb="sm" id="signature-heading">
                Signature
              </Title>
              <SignatureTrail signature={detail.signature} />
            </section>
          )}
          <section aria-labelledby="mail-heading">
            <Title order={2} size="h4" mb="sm" id="mail-heading">
              Mail
            </Title>
            <Mail detail={detail} />
          </section>
        </Stack>
      </DetailLayout>
    </Stack>
  );
}
