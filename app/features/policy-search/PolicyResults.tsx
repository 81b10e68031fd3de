import { Box, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { POLICY_NUMBER_MASK, POLICY_SEARCH_MAX_PAGE, type TPolicySearchResult } from '@contracts/policies';
import { useText } from '@design-system/i18n/Locale';
import { PolicyStatusBadge } from '@design-system/PolicyStatusBadge/PolicyStatusBadge';
import type { Catalogue, Translate } from '@site/i18n/catalogue';
import { useSummaryLanguage } from '../../forms/useSummaryLanguage';
import { POLICY_SEARCH_TEXT } from './content';
import classes from './PolicyResults.module.css';

type Text = Translate<typeof POLICY_SEARCH_TEXT extends Catalogue<infer Key> ? Key : never>;

/** A result's type and effective date as the page's language says them: 'Home', 02/14/2026; 'Hogar', 14 de febrero de 2026. */
function useResultWords() {
  const text = useText(POLICY_SEARCH_TEXT);
  const { date } = useSummaryLanguage();
  return { text, type: (p: TPolicySearchResult) => text('policyType', { type: p.policy_type }), date: (p: TPolicySearchResult) => date(p.start_date) };
}

const location = (p: TPolicySearchResult) => [p.city, p.state].filter(Boolean).join(', ');

/** A policy number, or the last four characters of one the person did not give, read out as such. */
function PolicyNumber({ value, text }: { value: string; text: Text }) {
  if (!value.startsWith(POLICY_NUMBER_MASK)) return <>{value}</>;
  return (
    <>
      <VisuallyHidden>{text('maskedNumber')} </VisuallyHidden>
      <span aria-hidden>{POLICY_NUMBER_MASK}</span>
      {value.slice(POLICY_NUMBER_MASK.length)}
    </>
  );
}

/** Desktop (768 px and wider, seed 001 §9): a table. */
function ResultsTable({ results }: { results: TPolicySearchResult[] }) {
  const { text, type, date } = useResultWords();
  return (
    <Table.ScrollContainer minWidth={640} visibleFrom="sm">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="policy-results-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text('column.policyNumber')}</Table.Th>
            <Table.Th scope="col">{text('column.customer')}</Table.Th>
            <Table.Th scope="col">{text('column.type')}</Table.Th>
            <Table.Th scope="col">{text('column.status')}</Table.Th>
            <Table.Th scope="col">{text('column.effectiveDate')}</Table.Th>
            <Table.Th scope="col">{text('column.location')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((p) => (
            <Table.Tr key={p.policy_id}>
              <Table.Td className={classes.policyNumber}>
                <PolicyNumber value={p.policy_number} text={text} />
              </Table.Td>
              <Table.Td>{p.customer_name}</Table.Td>
              <Table.Td>{type(p)}</Table.Td>
              <Table.Td>
                <PolicyStatusBadge status={p.status} />
              </Table.Td>
              <Table.Td>{date(p)}</Table.Td>
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
  const { text, type, date } = useResultWords();
  return (
    <Stack component="ul" gap="sm" hiddenFrom="sm" className={classes.cards} data-testid="policy-results-cards">
      {results.map((p) => (
        <Paper component="li" key={p.policy_id} withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Box>
              <Text fw={700} className={classes.policyNumber}>
                <PolicyNumber value={p.policy_number} text={text} />
              </Text>
              <Text>{p.customer_name}</Text>
            </Box>
            <PolicyStatusBadge status={p.status} />
          </Group>
          <dl className={classes.cardFields}>
            <dt>{text('column.type')}</dt>
            <dd>{type(p)}</dd>
            <dt>{text('column.effectiveDate')}</dt>
            <dd>{date(p)}</dd>
            <dt>{text('column.location')}</dt>
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
  const text = useText(POLICY_SEARCH_TEXT);
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
          {text('showing', { from, to, total })}
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.pagingButtons}>
          <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            {text('previous')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={page >= lastPage || busy}
            onClick={() => onPage(page + 1)}
          >
            {text('next')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
