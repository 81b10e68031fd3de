import { Alert, Box, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { POLICY_SEARCH_MESSAGES } from '@contracts/policies';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { useBackToCustomerService } from '../../content/portal-links';
import { POLICY_SEARCH_TEXT } from './content';
import { PolicyResults } from './PolicyResults';
import { PolicyProofForm } from '@design-system/PolicyProofForm/PolicyProofForm';
import { usePolicySearch, type PolicySearchState } from './usePolicySearch';

/** What the results area shows: a search's results, or while another page of the same search loads, the page before it. */
const shownResults = (state: PolicySearchState) =>
  state.status === 'success' ? state : state.status === 'loading' && state.previous?.criterion === state.criterion ? state.previous : undefined;

/** Seed 001 §2 Policy Search page, in the customer portal's green. */
export function PolicySearchPage() {
  const text = useText(POLICY_SEARCH_TEXT);
  // The contract's and the server's messages are kept in English, and said in the page's language here.
  const say = useTranslateMessage();
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  const { state, search } = usePolicySearch();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const loading = state.status === 'loading';
  const shown = shownResults(state);

  const goToPage = async (page: number) => {
    if (state.status === 'idle') return;
    await search(state.criterion, page);
    resultsHeading.current?.focus();
  };

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader title={text('title')} intro={text('intro')} back={backToCustomerService} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <PolicyProofForm submitLabel={text('search')} onSubmit={(criterion) => void search(criterion)} busy={loading} />
          </Paper>

          {state.status !== 'idle' && (
            <Box component="section" aria-labelledby="policy-results-heading" aria-busy={loading}>
              <Title order={2} size="h3" id="policy-results-heading" ref={resultsHeading} tabIndex={-1} mb="md">
                {text('resultsHeading')}
              </Title>
              <div role="status" aria-live="polite">
                {loading && !shown && (
                  <Stack align="center" py="xl" gap="sm">
                    <Loader aria-hidden />
                    <Text>{text('searching')}</Text>
                  </Stack>
                )}
                {state.status === 'error' && <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={say(state.message)} />}
                {state.status === 'success' && state.total === 0 && (
                  <Text py="lg" ta="center">
                    {say(POLICY_SEARCH_MESSAGES.empty)}
                  </Text>
                )}
              </div>
              {shown && shown.total > 0 && (
                <Box style={{ opacity: loading ? 0.6 : 1 }}>
                  <PolicyResults {...shown} busy={loading} onPage={(page) => void goToPage(page)} />
                </Box>
              )}
            </Box>
          )}
        </Stack>
      </Container>
    </PortalTypeScope>
  );
}
