import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch, IconHeadset, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { ContactCard } from '@design-system/ContactCard/ContactCard';
import { LinkCard } from '@design-system/LinkCard/LinkCard';
import { DsLink } from '@design-system/navigation/LinkContext';
import { SearchBox } from '@design-system/SearchBox/SearchBox';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { usePageTitle } from '../../layout/usePageTitle';

const POPULAR_PAGES = [
  { title: 'Get a Quote', description: 'Compare rates from top-rated insurers.', href: routes.chooseProducts(), icon: IconShieldCheck },
  { title: 'Customer Service', description: 'Payments, claims and policy changes.', href: routes.customerServicePage(), icon: IconHeadset },
  { title: 'About Us', description: 'Who we are and the companies we work with.', href: routes.aboutUs(), icon: IconInfoCircle },
  { title: 'Our Products', description: 'Home, auto, flood, life and more.', href: routes.chooseProducts(), icon: IconFileSearch },
];

/** Seed 000 §2.9: the not-found page, also the catch-all of the route table. */
export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('Page Not Found');
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} ta="center">
          <Text fz={{ base: 64, sm: 96 }} fw={900} lh={1} c="var(--mantine-primary-color-filled)" aria-hidden>
            404
          </Text>
          <Title order={1} mt="sm">
            Page Not Found
          </Title>
          <Text mt="sm" c="dimmed">
            The page you are looking for may have moved or no longer exists. Search our site or pick one of the pages below.
          </Text>
          <Stack mt="lg" maw={520} mx="auto" ta="left">
            <SearchBox label="Search our site" placeholder="e.g. flood insurance" onSearch={(query) => navigate(routes.home(query))} />
          </Stack>
        </Paper>

        <section aria-labelledby="popular-pages">
          <Title order={2} id="popular-pages" size="h3" mb="md">
            Popular pages
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {POPULAR_PAGES.map((page) => (
              <LinkCard key={page.title} {...page} />
            ))}
          </SimpleGrid>
        </section>

        <ContactCard
          title="Need help? Contact us"
          phone={AGENCY.phone}
          hours={`Phone ${AGENCY.hours.phone}`}
          email={AGENCY.supportEmail}
          emailPromise={AGENCY.emailReplyPromise}
        />

        <Button component={DsLink} href={routes.home()} size="md" style={{ alignSelf: 'center' }}>
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
