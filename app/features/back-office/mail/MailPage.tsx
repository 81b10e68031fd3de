import { Alert, Badge, Button, Drawer, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  MAIL_PAGE_SIZES,
  MAIL_STATUS_FILTERS,
  type MailState,
  type MailStatusFilter,
  type TMailDetail,
  type TMailItem,
  type TMailQuery,
} from '@contracts/back-office/mail';
import { BackOfficeTable, type BackOfficeTableColumn } from '@design-system/BackOffice/BackOfficeTable';
import { FieldList } from '@design-system/BackOffice/FieldList';
import { api } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../errors/notify';
import { usePageTitle } from '../../../layout/usePageTitle';
import { mailKindLabel } from '@contracts/back-office/mail-kinds';
import { agencyDateTime } from '../format';
import { WhenAllowed } from '../session/WhenAllowed';
import { shownData, useServerData } from '../useServerData';

const STATE_LABELS: Record<MailState, { label: string; color: string }> = {
  sent: { label: 'Sent', color: '#1d6b34' }, // white on it: 6.4:1 (green.9 was 4.4:1)
  waiting: { label: 'Waiting', color: 'gray.7' },
  failing: { label: 'Failing', color: 'red.9' },
  held: { label: 'Awaiting address proof', color: 'grape.9' }, // white on grape.9: 7.3:1 (yellow.9 was 3:1)
  refused: { label: 'Refused', color: 'dark.6' },
};
const FILTER_LABELS: Record<MailStatusFilter | 'all', string> = { all: 'All', pending: 'Not sent', failed: 'Failing', sent: 'Sent' };

const StateBadge = ({ state }: { state: MailState }) => (
  <Badge color={STATE_LABELS[state].color} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
    {STATE_LABELS[state].label}
  </Badge>
);

const COLUMNS: BackOfficeTableColumn<TMailItem>[] = [
  { accessor: 'state', title: 'State', render: ({ state }) => <StateBadge state={state} /> },
  { accessor: 'subject', title: 'Subject' },
  { accessor: 'recipient', title: 'To', visibleFrom: 'sm' },
  { accessor: 'kind', title: 'Kind', visibleFrom: 'lg', render: ({ kind }) => mailKindLabel(kind) },
  { accessor: 'referenceNumber', title: 'Reference', visibleFrom: 'lg', noWrap: true, render: ({ referenceNumber }) => referenceNumber ?? '' },
  { accessor: 'attempts', title: 'Attempts', visibleFrom: 'md', textAlign: 'right' },
  { accessor: 'createdAt', title: 'Queued', visibleFrom: 'sm', noWrap: true, render: ({ createdAt }) => agencyDateTime(createdAt) },
];

const loadMail = (query: string) => api.mail.listMail({ query: JSON.parse(query) as TMailQuery, quiet: true });

/** /admin/mail: the outbox, newest first, by state; a mail's text in a drawer, and Retry for one not sent. Nothing is deleted here. Administrators only. */
export function MailPage() {
  usePageTitle('Mail');
  return (
    <WhenAllowed to="mail.listMail">
      <MailOutbox />
    </WhenAllowed>
  );
}

function MailOutbox() {
  const [params, setParams] = useSearchParams();
  const filter = (MAIL_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as MailStatusFilter) : undefined;
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const { state: list, reload } = useServerData(JSON.stringify({ status: filter, page: pageNumber }), loadMail, {
    failedMessage: 'The mail could not be loaded. Please try again.',
  });
  const [openId, setOpenId] = useState<number>();
  const [detail, setDetail] = useState<TMailDetail>();
  const [retrying, setRetrying] = useState(false);
  const page = shownData(list);

  useEffect(() => {
    setDetail(undefined);
    if (openId === undefined) return;
    let current = true;
    void api.mail
      .getMail({ params: { id: String(openId) }, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (current && response?.status === 200) setDetail(response.body);
      });
    return () => {
      current = false;
    };
  }, [openId]);

  const retry = async () => {
    if (!detail) return;
    setRetrying(true);
    const response = await api.mail.retryMail({ params: { id: String(detail.id) }, body: {}, quiet: true }).catch(() => null);
    setRetrying(false);
    if (response?.status === 200) {
      setDetail(response.body);
      notifySuccess({ title: 'Retry asked for', message: 'The mail will be tried again within a few seconds.' });
      reload();
    } else notifyError({ title: 'Not retried', message: (response?.body as { message?: string } | undefined)?.message ?? 'Please try again.' });
  };

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Mail</Title>
      <Text size="sm" c="dimmed">
        Every e-mail the site sends, newest first. Mail that could not be delivered is tried again on its own; Retry tries it now.
      </Text>
      <SegmentedControl
        aria-label="Show"
        value={filter ?? 'all'}
        onChange={(value) => update({ status: value === 'all' ? '' : value, page: '' })}
        data={(['all', ...MAIL_STATUS_FILTERS] as const).map((value) => ({ value, label: FILTER_LABELS[value] }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {list.status === 'failed' && <Alert color="red" role="alert" title={list.message} />}
      <Text size="sm" c="dimmed" aria-live="polite">
        {page ? `${page.total.toLocaleString('en-US')} mail${page.total === 1 ? '' : 's'}` : ''}
      </Text>
      <BackOfficeTable
        label="Mail"
        records={page?.items ?? []}
        columns={COLUMNS}
        noRecordsText="No mail here"
        fetching={list.status === 'loading'}
        page={page?.page ?? 1}
        totalRecords={page?.total ?? 0}
        recordsPerPage={page?.pageSize ?? MAIL_PAGE_SIZES[0]}
        onPageChange={(next) => update({ page: String(next) })}
        onRowClick={(mail) => setOpenId(mail.id)}
      />
      <Drawer
        opened={openId !== undefined}
        onClose={() => setOpenId(undefined)}
        position="right"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={detail?.subject ?? 'Mail'}
      >
        {!detail ? (
          <Loader size="sm" role="progressbar" aria-label="Loading the mail" />
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <StateBadge state={detail.state} />
              {(detail.state === 'waiting' || detail.state === 'failing') && (
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void retry()} loading={retrying}>
                  Retry now
                </Button>
              )}
            </Group>
            {detail.lastError && (
              <Alert color="red" title={detail.state === 'refused' ? 'Not sent' : 'Last delivery failed'}>
                {detail.lastError}
              </Alert>
            )}
            <FieldList
              items={[
                { label: 'To', value: detail.recipient },
                { label: 'Kind', value: mailKindLabel(detail.kind) },
                { label: 'Reference', value: detail.referenceNumber },
                { label: 'Attempts', value: String(detail.attempts) },
                { label: 'Queued', value: agencyDateTime(detail.createdAt) },
                detail.state === 'held'
                  ? { label: 'Goes when', value: 'Its recipient confirms their address' }
                  : {
                      label: detail.state === 'sent' ? 'Sent' : 'Next try',
                      value: detail.sentAt ? agencyDateTime(detail.sentAt) : detail.nextAttemptAt && agencyDateTime(detail.nextAttemptAt),
                    },
              ]}
            />
            <Title order={2} size="h4">
              Text
            </Title>
            <Text
              component="pre"
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
              data-testid="mail-body"
            >
              {detail.textBody}
            </Text>
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
