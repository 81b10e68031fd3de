import { CloseButton, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { openChatPopup } from '../../../chat/chat-popup';
import { CHAT_BLOCKED_NOTICE, CHAT_OPENING_NOTICE, CHAT_SERVICE_URL } from '../../../content/chat';
import { notifyError, notifySuccess } from '../../../errors/notify';
import { usePageTitle } from '../../../layout/usePageTitle';
import { filterServiceCards, serviceCardGroups, type ServiceCardGroup } from './service-cards';
import { ServiceCardView } from './ServiceCardView';
import { CUSTOMER_SERVICE_TEXT } from './text';
import { useEarlyInputKept } from '../../../forms/useEarlyInputKept';

const COLUMNS: Record<ServiceCardGroup['id'], { base: number; sm: number; lg: number }> = {
  customer: { base: 1, sm: 2, lg: 4 },
  lender: { base: 1, sm: 2, lg: 2 },
  resources: { base: 1, sm: 3, lg: 3 },
};

function CardGroup({ group, onStartChat }: { group: ServiceCardGroup; onStartChat: () => void }) {
  const grid = (
    <section aria-labelledby={`group-${group.id}`}>
      <Title order={2} size="h3" id={`group-${group.id}`} mb="md">
        {group.title}
      </Title>
      <SimpleGrid cols={COLUMNS[group.id]} spacing="md">
        {group.cards.map((card) => (
          <ServiceCardView key={card.id} card={card} onStartChat={onStartChat} />
        ))}
      </SimpleGrid>
    </section>
  );
  // Seed 001 §6: the lender side wears the lender portal's blue.
  return group.id === 'lender' ? <PortalTypeScope portalType="lender">{grid}</PortalTypeScope> : grid;
}

/** Seed 001 §2 "Customer service home" (/customerservice). */
export function CustomerServicePage() {
  const text = useText(CUSTOMER_SERVICE_TEXT);
  const locale = useLocale();
  usePageTitle(text('title'), text('intro'));
  const [query, setQuery] = useState('');
  const searchFormRef = useEarlyInputKept<HTMLFormElement>();
  const allGroups = useMemo(() => serviceCardGroups(text, locale), [text, locale]);
  const groups = useMemo(() => filterServiceCards(allGroups, query), [allGroups, query]);
  const shownCount = groups.reduce((count, group) => count + group.cards.length, 0);

  // Seed 001 §2, §8: the live chat opens in its popup; the page says it is opening, or that it was blocked, in its language.
  const startChat = useCallback(() => {
    const result = openChatPopup(CHAT_SERVICE_URL);
    if (result === 'opened')
      notifySuccess({ title: text('chat.opening.title'), message: text('chat.opening.message'), autoClose: CHAT_OPENING_NOTICE.autoClose });
    else if (result === 'blocked')
      notifyError({ title: text('chat.blocked.title'), message: text('chat.blocked.message'), autoClose: CHAT_BLOCKED_NOTICE.autoClose });
  }, [text]);

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader title={text('title')} intro={text('intro')}>
        {/* Filters as you type; Enter does nothing more. */}
        <form
          ref={searchFormRef}
          role="search"
          aria-label={text('search.form')}
          onSubmit={(event) => event.preventDefault()}
          style={{ width: '100%', maxWidth: 560 }}
        >
          <TextInput
            size="md"
            type="search"
            label={text('search.label')}
            placeholder={text('search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={query ? <CloseButton aria-label={text('search.clear')} onClick={() => setQuery('')} /> : null}
            autoComplete="off"
          />
        </form>
      </PortalPageHeader>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <VisuallyHidden role="status">{query.trim() ? text('search.found', { count: shownCount }) : ''}</VisuallyHidden>
        {groups.length > 0 ? (
          <Stack gap={40}>
            {groups.map((group) => (
              <CardGroup key={group.id} group={group} onStartChat={startChat} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text size="lg">{text('search.none', { query: query.trim() })}</Text>
          </Paper>
        )}
      </Container>
    </PortalTypeScope>
  );
}
