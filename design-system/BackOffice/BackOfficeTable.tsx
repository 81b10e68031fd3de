import 'mantine-datatable/styles.css';
import { VisuallyHidden, type MantineBreakpoint } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { KeyboardEvent, MouseEvent } from 'react';

export type BackOfficeTableColumn<T> = DataTableColumn<T> & {
  /** Shows the column only from this breakpoint up (phones keep the columns that matter); `visibleMediaQuery` for anything else. */
  visibleFrom?: MantineBreakpoint;
};

/** Server-side pagination: the page shown, the total the server counted, the page size, and where a new page is asked for. */
export type BackOfficeTablePagination = {
  page: number;
  totalRecords: number;
  recordsPerPage: number;
  onPageChange: (page: number) => void;
};

export type BackOfficeTableProps<T> = {
  /** The table's accessible name (e.g. "Submissions"). */
  label: string;
  records: T[];
  columns: BackOfficeTableColumn<T>[];
  /** What the table says when there are no records (e.g. "No submissions match these filters"). */
  noRecordsText: string;
  /** A record's key. @default 'id' */
  idAccessor?: DataTableProps<T>['idAccessor'];
  /** While a page is loading: an overlay, and "Loading…" for screen readers. @default false */
  fetching?: boolean;
  /** Called when a row is clicked or, focused, Enter is pressed; not for clicks on a link or button inside it. */
  onRowClick?: (record: T, index: number) => void;
} & (BackOfficeTablePagination | { page?: never; totalRecords?: never; recordsPerPage?: never; onPageChange?: never });

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="link"]';

const withBreakpoint = <T,>({ visibleFrom, ...column }: BackOfficeTableColumn<T>): DataTableColumn<T> =>
  visibleFrom ? { ...column, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints[visibleFrom]})` } : column;

/** mantine-datatable with the back office's defaults: striped, bordered, highlighted on hover, server-side pages. */
export function BackOfficeTable<T>(props: BackOfficeTableProps<T>) {
  const { label, records, columns, noRecordsText, idAccessor, fetching = false, onRowClick } = props;
  const pagination =
    props.page !== undefined
      ? {
          page: props.page,
          totalRecords: props.totalRecords,
          recordsPerPage: props.recordsPerPage,
          onPageChange: props.onPageChange,
          paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) => `${from}–${to} of ${totalRecords}`,
        }
      : {};

  const rowClick = onRowClick
    ? {
        onRowClick: ({ record, index, event }: { record: T; index: number; event: MouseEvent }) => {
          if ((event.target as Element).closest(INTERACTIVE)) return;
          onRowClick(record, index);
        },
        customRowAttributes: (record: T, index: number) => ({
          tabIndex: 0,
          onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
            if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
            event.preventDefault();
            onRowClick(record, index);
          },
        }),
      }
    : {};

  return (
    <>
      <DataTable<T>
        aria-label={label}
        aria-busy={fetching || undefined}
        records={records}
        columns={columns.map(withBreakpoint)}
        idAccessor={idAccessor}
        noRecordsText={noRecordsText}
        fetching={fetching}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={records.length ? undefined : 180}
        {...pagination}
        {...rowClick}
      />
      <VisuallyHidden role="status">{fetching ? 'Loading…' : ''}</VisuallyHidden>
    </>
  );
}
