import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SUBMISSION_KINDS, SUBMISSION_STATUSES, submissionKindLabel } from '@contracts/back-office/submission-kinds';
import { INBOX_PAGE_SIZES, ZInboxQuery, type TInboxItem, type TInboxQuery } from '@contracts/back-office/submissions';
import { BackOfficeTable, type BackOfficeTableColumn } from '@design-system/BackOffice/BackOfficeTable';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { UnreadBadge } from '@design-system/Messages/UnreadBadge';
import { DsLink } from '@design-system/navigation/LinkContext';
import { routes } from '@site/paths';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { agencyDateTime } from '../format';
import { shownData, useServerData } from '../useServerData';
import classes from './InboxPage.module.css';

const loadInbox = (query: string) => api.submissions.listInbox({ query: JSON.parse(query) as TInboxQuery, quiet: true });

const PORTAL_LABELS = { public: 'Public site', customer: 'Customer', lender: 'Lender' } as const;
const FILTERS = ['kind', 'status', 'portalType', 'from', 'to', 'q', 'assigned', 'messages'] as const;
type Filter = (typeof FILTERS)[number];
type QueryChanges = Partial<Record<Filter | 'page' | 'pageSize', string>>;

/** The columns, the reference marked New when the submission is new to the member of staff (not opened by them yet). */
const columnsFor = (newToYou: ReadonlySet<string>): BackOfficeTableColumn<TInboxItem>[] => [
  {
    accessor: 'referenceNumber',
    title: 'Reference',
    noWrap: true,
    render: ({ referenceNumber, unreadMessages }) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={DsLink} href={routes.admin.submission(referenceNumber)} inherit underline="always">
          {referenceNumber}
        </Anchor>
        <UnreadBadge count={unreadMessages} label={(count) => `${count} unread message${count === 1 ? '' : 's'} from the person`} />
        {newToYou.has(referenceNumber) && (
          <Badge size="sm" variant="filled" color="backOfficeSlate" data-testid="new-to-you">
            New<VisuallyHidden> to you</VisuallyHidden>
          </Badge>
        )}
      </Group>
    ),
  },
  { accessor: 'name', title: 'Name' },
  { accessor: 'status', title: 'Status', render: ({ status }) => <SubmissionStatusBadge status={status} /> },
  { accessor: 'kind', title: 'Form', visibleFrom: 'sm', render: ({ kind }) => submissionKindLabel(kind) },
  { accessor: 'policyNumber', title: 'Policy', visibleFrom: 'md', noWrap: true },
  { accessor: 'portalType', title: 'From', visibleFrom: 'lg', render: ({ portalType }) => PORTAL_LABELS[portalType] },
  { accessor: 'assignedTo', title: 'Assigned to', visibleFrom: 'lg', render: ({ assignedTo }) => assignedTo?.name ?? '' },
  { accessor: 'createdAt', title: 'Received', visibleFrom: 'sm', noWrap: true, render: ({ createdAt }) => agencyDateTime(createdAt) },
];

/** The query in the address (so a filtered inbox can be bookmarked and shared), checked by the contract's schema. */
function useInboxQuery(): [TInboxQuery, (changes: QueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries([...FILTERS, 'page', 'pageSize'].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const parsed = ZInboxQuery.safeParse(raw);
  const query: TInboxQuery = parsed.success ? parsed.data : {};
  const update = (changes: QueryChanges) => {
    // From the address as it is now (react-router does not queue updates: two quick changes would lose one).
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [query, update];
}

/** /admin: every submission of every kind, newest first, filtered and paged by the server. */
export function InboxPage() {
  usePageTitle('Inbox');
  const [query, update] = useInboxQuery();
  const { state } = useServerData(JSON.stringify(query), loadInbox, { failedMessage: 'The inbox could not be loaded. Please try again.' });
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.q ?? '');
  const page = shownData(state);
  const columns = useMemo(() => columnsFor(new Set(page?.newToYou ?? [])), [page]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTERS.filter((name) => name !== 'q' && query[name]).length;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const select = (name: Filter, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder="All"
      data={data}
      value={(query[name] as string | undefined) ?? null}
      onChange={(value) => update({ [name]: value ?? '' })}
      clearable
      w={{ base: '100%', xs: 190 }}
    />
  );

  return (
    <Stack gap="md">
      <Title order={1}>Inbox</Title>
      <form onSubmit={submitSearch} role="search" aria-label="Search the inbox">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search"
            description="Name, e-mail, policy number or reference"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            Search
          </Button>
        </Group>
      </form>
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={filtersOpen}
        aria-controls="inbox-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
      </Button>
      <Group id="inbox-filters" align="flex-end" gap="sm" className={classes.filters} data-open={filtersOpen || undefined}>
        {select('kind', 'Form', [...SUBMISSION_KINDS])}
        {select('status', 'Status', [...SUBMISSION_STATUSES])}
        {select(
          'portalType',
          'From',
          Object.entries(PORTAL_LABELS).map(([value, label]) => ({ value, label })),
        )}
        <TextInput
          label="Received from"
          type="date"
          value={query.from ?? ''}
          onChange={(event) => update({ from: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          label="Received to"
          type="date"
          value={query.to ?? ''}
          onChange={(event) => update({ to: event.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        {select('assigned', 'Assigned', [
          { value: 'me', label: 'To me' },
          { value: 'nobody', label: 'Unassigned' },
        ])}
        {select('messages', 'Messages', [{ value: 'unread', label: 'Unread' }])}
      </Group>
      {state.status === 'failed' && <Alert color="red" role="alert" title={state.message} />}
      <Text size="sm" c="dimmed" aria-live="polite">
        {page ? `${page.total.toLocaleString('en-US')} submission${page.total === 1 ? '' : 's'}` : ''}
      </Text>
      <BackOfficeTable
        label="Submissions"
        records={page?.items ?? []}
        columns={columns}
        idAccessor="referenceNumber"
        noRecordsText="No submissions match these filters"
        fetching={state.status === 'loading'}
        page={page?.page ?? 1}
        totalRecords={page?.total ?? 0}
        recordsPerPage={page?.pageSize ?? INBOX_PAGE_SIZES[0]}
        onPageChange={(next) => update({ page: String(next) })}
        onRowClick={(item) => navigate(routes.admin.submission(item.referenceNumber))}
      />
    </Stack>
  );
}
