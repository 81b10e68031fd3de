import { CloseButton, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { openChat } from '../../../chat/open-chat';
import { CHAT_OPENING_NOTICE } from '../../../content/chat';
import { notifySuccess } from '../../../errors/notify';
import { usePageTitle } from '../../../layout/usePageTitle';
import { filterServiceCards, noServicesFound, SERVICE_CARD_GROUPS, type ServiceCardGroup } from './service-cards';
import { ServiceCardView } from './ServiceCardView';

/** Seed 001 §2: the live chat opens in its popup; the page says it is opening, or that it was blocked. */
function startChat() {
  if (openChat() === 'opened') notifySuccess({ ...CHAT_OPENING_NOTICE });
}

const COLUMNS: Record<ServiceCardGroup['id'], { base: number; sm: number; lg: number }> = {
  customer: { base: 1, sm: 2, lg: 4 },
  lender: { base: 1, sm: 2, lg: 2 },
  resources: { base: 1, sm: 3, lg: 3 },
};

function CardGroup({ group }: { group: ServiceCardGroup }) {
  const grid = (
    <section aria-labelledby={`group-${group.id}`}>
      <Title order={2} size="h3" id={`group-${group.id}`} mb="md">
        {group.title}
      </Title>
      <SimpleGrid cols={COLUMNS[group.id]} spacing="md">
        {group.cards.map((card) => (
          <ServiceCardView key={card.id} card={card} onStartChat={startChat} />
        ))}
      </SimpleGrid>
    </section>
  );
  // Seed 001 §6: the lender side wears the lender portal's blue.
  return group.id === 'lender' ? <PortalTypeScope portalType="lender">{grid}</PortalTypeScope> : grid;
}

/** Seed 001 §2 "Customer service home" (/customerservice). */
export function CustomerServicePage() {
  usePageTitle('Customer Service');
  const [query, setQuery] = useState('');
  const groups = useMemo(() => filterServiceCards(SERVICE_CARD_GROUPS, query), [query]);
  const shownCount = groups.reduce((count, group) => count + group.cards.length, 0);

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader title="Customer Service" intro="Pay a bill, file a claim, change a policy or talk to us. How can we help you today?">
        {/* Filters as you type; Enter does nothing more. */}
        <form role="search" aria-label="Services" onSubmit={(event) => event.preventDefault()} style={{ width: '100%', maxWidth: 560 }}>
          <TextInput
            size="md"
            type="search"
            label="Search services"
            placeholder="e.g. payment, claim, mortgagee"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={query ? <CloseButton aria-label="Clear search" onClick={() => setQuery('')} /> : null}
            autoComplete="off"
          />
        </form>
      </PortalPageHeader>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <VisuallyHidden role="status">{query.trim() ? `${shownCount} ${shownCount === 1 ? 'service' : 'services'} found` : ''}</VisuallyHidden>
        {groups.length > 0 ? (
          <Stack gap={40}>
            {groups.map((group) => (
              <CardGroup key={group.id} group={group} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text size="lg">{noServicesFound(query.trim())}</Text>
          </Paper>
        )}
      </Container>
    </PortalTypeScope>
  );
}
