import { Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { POLICY_NUMBER_MASK, POLICY_SEARCH_MAX_PAGE, type TPolicySearchResult } from '@contracts/policies';
import { formatDateForDisplay } from '@contracts/dates';
import { PolicyStatusBadge } from '@design-system/PolicyStatusBadge/PolicyStatusBadge';
import { POLICY_SEARCH_CONTENT as CONTENT, showingText } from './content';
import classes from './PolicyResults.module.css';

const location = (p: TPolicySearchResult) => [p.city, p.state].filter(Boolean).join(', ');

/** A policy number, or the last four characters of one the person did not give, read out as such. */
function PolicyNumber({ value }: { value: string }) {
  if (!value.startsWith(POLICY_NUMBER_MASK)) return <>{value}</>;
  return (
    <>
      <VisuallyHidden>{CONTENT.maskedNumber} </VisuallyHidden>
      <span aria-hidden>{POLICY_NUMBER_MASK}</span>
      {value.slice(POLICY_NUMBER_MASK.length)}
    </>
  );
}

/** Desktop (768 px and wider, seed 001 §9): a table. */
function ResultsTable({ results }: { results: TPolicySearchResult[] }) {
  const c = CONTENT.columns;
  return (
    <Table.ScrollContainer minWidth={640} visibleFrom="sm">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="policy-results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.policyNumber}</Table.Th>
            <Table.Th scope="col">{c.customer}</Table.Th>
            <Table.Th scope="col">{c.type}</Table.Th>
            <Table.Th scope="col">{c.status}</Table.Th>
            <Table.Th scope="col">{c.effectiveDate}</Table.Th>
            <Table.Th scope="col">{c.location}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((p) => (
            <Table.Tr key={p.policy_id}>
              <Table.Td className={classes.policyNumber}>
                <PolicyNumber value={p.policy_number} />
              </Table.Td>
              <Table.Td>{p.customer_name}</Table.Td>
              <Table.Td>{p.policy_type}</Table.Td>
              <Table.Td>
                <PolicyStatusBadge status={p.status} />
              </Table.Td>
              <Table.Td>{formatDateForDisplay(p.start_date)}</Table.Td>
              <Table.Td>{location(p)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones (below 768 px): a card per policy. */
function ResultCards({ results }: { results: TPolicySearchResult[] }) {
  const c = CONTENT.columns;
  return (
    <Stack component="ul" gap="sm" hiddenFrom="sm" className={classes.cards} data-testid="policy-results-cards">
      {results.map((p) => (
        <Paper component="li" key={p.policy_id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box>
              <Text fw={700} className={classes.policyNumber}>
                <PolicyNumber value={p.policy_number} />
              </Text>
              <Text>{p.customer_name}</Text>
            </Box>
            <PolicyStatusBadge status={p.status} />
          </Group>
          <dl className={classes.cardFields}>
            <dt>{c.type}</dt>
            <dd>{p.policy_type}</dd>
            <dt>{c.effectiveDate}</dt>
            <dd>{formatDateForDisplay(p.start_date)}</dd>
            <dt>{c.location}</dt>
            <dd>{location(p)}</dd>
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}

type PolicyResultsProps = {
  results: TPolicySearchResult[];
  total: number;
  page: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
};

/** A page of results with 'Showing X to Y of Z results' and Previous / Next (seed 001 §2, §9). */
export function PolicyResults({ results, total, page, pageSize, busy, onPage }: PolicyResultsProps) {
  const from = (page - 1) * pageSize + 1;
  const to = from + results.length - 1;
  // The server pages no deeper than POLICY_SEARCH_MAX_PAGE: a search that broad needs more words, not more pages.
  const lastPage = Math.min(POLICY_SEARCH_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));
  return (
    <Stack gap="md">
      <ResultsTable results={results} />
      <ResultCards results={results} />
      <Group justify="space-between" gap="sm" className={classes.paging}>
        <Text size="sm" c="dimmed" data-testid="policy-results-showing">
          {showingText(from, to, total)}
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.pagingButtons}>
          <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            {CONTENT.previous}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={page >= lastPage || busy}
            onClick={() => onPage(page + 1)}
          >
            {CONTENT.next}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
