import { SimpleGrid, Stack, Title } from '@mantine/core';
import { LEADS_NONE_LABEL, type TLeadsReport } from '@contracts/back-office/leads';
import { BackOfficeTable, type BackOfficeTableColumn } from '@design-system/BackOffice/BackOfficeTable';

const orNone = (value: string) => value || LEADS_NONE_LABEL;
const shareOf = (count: number, total: number) => (total ? `${Math.round((count / total) * 100)}%` : '');

type Counted = { key: string; count: number };

function CountTable<T extends Counted>({
  title,
  records,
  columns,
  total,
}: {
  title: string;
  records: T[];
  columns: BackOfficeTableColumn<T>[];
  total: number;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <BackOfficeTable<T>
        label={title}
        records={records}
        idAccessor="key"
        noRecordsText="No quote requests in this period"
        columns={[
          ...columns,
          { accessor: 'count', title: 'Leads', textAlign: 'right', render: ({ count }) => count.toLocaleString('en-US') },
          { accessor: 'share', title: 'Share', textAlign: 'right', render: ({ count }) => shareOf(count, total) },
        ]}
      />
    </Stack>
  );
}

/** The period's leads by product, by campaign and by UTM source and medium, most first. */
export function LeadsTables({ report }: { report: TLeadsReport }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <CountTable
        title="By product"
        total={report.total}
        records={report.byProduct.map((row) => ({ ...row, key: row.product }))}
        columns={[{ accessor: 'product', title: 'Product' }]}
      />
      <CountTable
        title="By campaign"
        total={report.total}
        records={report.byCampaign.map((row) => ({ ...row, key: row.campaign }))}
        columns={[{ accessor: 'campaign', title: 'Campaign', render: ({ campaign }) => orNone(campaign) }]}
      />
      <CountTable
        title="By source and medium"
        total={report.total}
        records={report.bySourceMedium.map((row) => ({ ...row, key: `${row.source}\u0000${row.medium}` }))}
        columns={[
          { accessor: 'source', title: 'Source', render: ({ source }) => orNone(source) },
          { accessor: 'medium', title: 'Medium', render: ({ medium }) => orNone(medium) },
        ]}
      />
    </SimpleGrid>
  );
}
