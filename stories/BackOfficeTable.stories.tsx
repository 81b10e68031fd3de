import { Anchor } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackOfficeTable, type BackOfficeTableColumn } from '@design-system/BackOffice/BackOfficeTable';
import { SubmissionStatusBadge } from '@design-system/BackOffice/SubmissionStatusBadge';
import { DsLink } from '@design-system/navigation/LinkContext';
import { PHONE_360, SUBMISSIONS, type SubmissionRow } from './fixtures/back-office';
import { withDemoArgs } from './docs/props-table';
import { usage } from './docs/usage';

/** Reference, name and status always; the form and the time from the sm breakpoint (phones keep three columns). */
const COLUMNS: BackOfficeTableColumn<SubmissionRow>[] = [
  {
    accessor: 'reference',
    title: 'Reference',
    noWrap: true,
    render: ({ id, reference }) => (
      <Anchor component={DsLink} href={`/admin/submissions/${id}`} inherit underline="always">
        {reference}
      </Anchor>
    ),
  },
  { accessor: 'form', title: 'Form', visibleFrom: 'sm' },
  { accessor: 'name', title: 'Name' },
  { accessor: 'receivedAt', title: 'Received', noWrap: true, visibleFrom: 'md' },
  { accessor: 'status', title: 'Status', render: ({ status }) => <SubmissionStatusBadge status={status} /> },
];

/** The table with its page kept in state, as a page keeps it from the server's answers. */
function PagedSubmissions({ onRowClick, onPageChange }: { onRowClick?: (row: SubmissionRow) => void; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <BackOfficeTable
      label="Submissions"
      records={SUBMISSIONS}
      columns={COLUMNS}
      noRecordsText="No submissions match these filters"
      page={page}
      totalRecords={42}
      recordsPerPage={5}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      onRowClick={onRowClick}
    />
  );
}

const meta = {
  title: 'Back office/BackOfficeTable',
  component: withDemoArgs<Parameters<typeof PagedSubmissions>[0]>(BackOfficeTable),
  render: (args) => <PagedSubmissions {...args} />,
  parameters: {
    docs: {
      description: {
        component: usage({
          purpose:
            'Lists of records in the back office (the inbox of submissions, leads, mail, policy search results) with pages counted by the server, striped rows, and a row that opens its record. `visibleFrom` hides a column below a breakpoint, so a 360 px phone keeps the columns that matter.',
          whenNotToUse:
            "Not on public or portal pages: customers get cards and plain lists, not data tables. Not for one record's answers: use FieldList. Not for a few rows that never page: a Mantine `Table` is enough.",
          accessibility:
            'The table is named by `label` ("Submissions"). With `onRowClick` every row can be reached with Tab and opened with Enter or Space; a click on a link or button inside the row is left to that control, so also give each row a real link to its record (as the Reference column does). While `fetching`, the table has `aria-busy` and a hidden status region says "Loading\u2026". The pagination reads "1\u20135 of 42".',
        }),
      },
    },
  },
  globals: { portalType: 'backOffice' },
  args: { onRowClick: fn(), onPageChange: fn() },
} satisfies Meta<typeof PagedSubmissions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row click (or Enter on a focused row) opens the submission; a click on its link is the link's alone. */
export const Submissions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Submissions' });
    await expect(within(table).getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();

    await userEvent.click(within(table).getByText('Dana Whitfield'));
    await expect(args.onRowClick).toHaveBeenCalledTimes(1);
    await expect(args.onRowClick).toHaveBeenLastCalledWith(SUBMISSIONS[2], 2);

    const row = within(table).getByText('Li Wei').closest('tr')!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(SUBMISSIONS[4], 4);

    const link = within(table).getByRole('link', { name: 'QR-2026-00412' });
    await expect(link).toHaveAttribute('href', '/admin/submissions/1');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);

    await expect(canvas.getByText('1–5 of 42')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Waiting for the server's page: an overlay over the rows, and "Loading…" for screen readers. */
export const Fetching: Story = {
  render: () => <BackOfficeTable label="Submissions" records={SUBMISSIONS} columns={COLUMNS} noRecordsText="No submissions match these filters" fetching />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Submissions' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  render: () => <BackOfficeTable label="Submissions" records={[]} columns={COLUMNS} noRecordsText="No submissions match these filters" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No submissions match these filters')).toBeInTheDocument();
  },
};

/** At 360 px the form and time columns step aside. */
export const Phone: Story = {
  ...PHONE_360,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Submissions' });
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await expect(within(table).queryByRole('columnheader', { name: 'Form' })).toBeNull();
  },
};
