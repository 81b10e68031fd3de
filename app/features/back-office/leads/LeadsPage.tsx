import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { leadsExportPath, type TLeadsQuery, type TLeadsReport } from '@contracts/back-office/leads';
import { formatDateForDisplay } from '@contracts/dates';
import { api } from '../../../api/client';
import { usePageTitle } from '../../../layout/usePageTitle';
import { shownData, useServerData, type ServerData } from '../useServerData';
import { LeadsChart } from './LeadsChart';
import { LeadsTables } from './LeadsTables';

type PeriodField = 'from' | 'to';

const loadLeads = (query: string) => api.leads.getLeads({ query: JSON.parse(query) as TLeadsQuery, quiet: true });

/** The period's messages by field, when the server refused it (422). */
function refusedPeriod(state: ServerData<TLeadsReport>): Partial<Record<keyof TLeadsQuery, string[]>> {
  if (state.status !== 'failed' || state.answer?.status !== 422) return {};
  return (state.answer.body as { errors?: Partial<Record<keyof TLeadsQuery, string[]>> }).errors ?? {};
}

/** The period in the address (so a report can be bookmarked and shared); the server checks it and says what is wrong. */
function usePeriodQuery(): [TLeadsQuery, (name: PeriodField, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const query: TLeadsQuery = Object.fromEntries((['from', 'to'] as const).flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  // From the address as it is now, not as this render saw it: react-router does not queue updates, so two
  // quick changes (from, then to) would otherwise lose the first.
  const update = (name: PeriodField, value: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return [query, update];
}

/** /admin/leads: the quote requests of a period (the last 30 days unless chosen), per day and by product, campaign, source and medium. */
export function LeadsPage() {
  usePageTitle('Leads');
  const [query, update] = usePeriodQuery();
  const { state } = useServerData(JSON.stringify(query), loadLeads, { failedMessage: 'The leads could not be loaded. Please try again.' });
  const report = shownData(state);
  const errors = refusedPeriod(state);
  const dateInput = (name: PeriodField, label: string) => (
    <TextInput
      label={label}
      type="date"
      value={query[name] ?? report?.period[name] ?? ''}
      onChange={(event) => update(name, event.currentTarget.value)}
      error={errors[name]?.join(' ')}
      w={{ base: '100%', xs: 180 }}
    />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Leads</Title>
      <Group align="flex-end" gap="sm" role="group" aria-label="Period">
        {dateInput('from', 'From')}
        {dateInput('to', 'To')}
        {report && (
          <Button
            component="a"
            href={leadsExportPath(report.period)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            w={{ base: '100%', xs: 'auto' }}
          >
            Download CSV
          </Button>
        )}
      </Group>
      {state.status === 'failed' && state.answer?.status !== 422 && <Alert color="red" role="alert" title={state.message} />}
      <Text aria-live="polite" aria-busy={state.status === 'loading'}>
        {report
          ? `${report.total.toLocaleString('en-US')} quote request${report.total === 1 ? '' : 's'} from ${formatDateForDisplay(report.period.from)} to ${formatDateForDisplay(report.period.to)}`
          : state.status === 'loading'
            ? 'Loading…'
            : ''}
      </Text>
      {report && (
        <>
          <LeadsChart days={report.days} />
          <LeadsTables report={report} />
        </>
      )}
    </Stack>
  );
}
