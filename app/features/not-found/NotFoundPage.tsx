import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch, IconHeadset, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ContactCard } from '@design-system/ContactCard/ContactCard';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { LinkCard } from '@design-system/LinkCard/LinkCard';
import { DsLink } from '@design-system/navigation/LinkContext';
import { SearchBox } from '@design-system/SearchBox/SearchBox';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { routes } from '@site/paths';
import { usePageTitle } from '../../layout/usePageTitle';
import { NOT_FOUND_TEXT } from './text';

const POPULAR_PAGES = [
  { key: 'quote', href: routes.chooseProducts(), icon: IconShieldCheck },
  { key: 'customerService', href: routes.customerServicePage(), icon: IconHeadset },
  { key: 'aboutUs', href: routes.aboutUs(), icon: IconInfoCircle },
  { key: 'products', href: routes.chooseProducts(), icon: IconFileSearch },
] as const;

/** Seed 000 §2.9: the not-found page, also the catch-all of the route table. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useText(NOT_FOUND_TEXT);
  usePageTitle(text('title'));
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} ta="center">
          <Text fz={{ base: 64, sm: 96 }} fw={900} lh={1} c="var(--mantine-primary-color-filled)" aria-hidden>
            404
          </Text>
          <Title order={1} mt="sm">
            {text('title')}
          </Title>
          <Text mt="sm" c="dimmed">
            {text('text')}
          </Text>
          <Stack mt="lg" maw={520} mx="auto" ta="left">
            <SearchBox
              label={text('search.label')}
              placeholder={text('search.placeholder')}
              buttonLabel={text('search.button')}
              onSearch={(query) => navigate(routes.home(query))}
            />
          </Stack>
        </Paper>

        <section aria-labelledby="popular-pages">
          <Title order={2} id="popular-pages" size="h3" mb="md">
            {text('popular.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {POPULAR_PAGES.map(({ key, href, icon }) => (
              <LinkCard key={key} title={text(`popular.${key}.title`)} description={text(`popular.${key}.description`)} href={href} icon={icon} />
            ))}
          </SimpleGrid>
        </section>

        <ContactCard
          title={text('contact.title')}
          phone={AGENCY.phone}
          hours={text('contact.hours', { hours: AGENCY_HOURS[locale].phone })}
          email={AGENCY.supportEmail}
          emailPromise={text('contact.emailPromise')}
        />

        <Button component={DsLink} href={routes.home()} size="md" style={{ alignSelf: 'center' }}>
          {text('backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
