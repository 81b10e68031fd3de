import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { routes } from '@site/paths';
import { SERVICE_AREA, US_STATES } from '../content/service-area';
import { LanguageSwitch } from './LanguageSwitch';
import { SHELL_TEXT } from './text';

const FOOTER_LINKS = [
  { label: 'getAQuote', href: routes.chooseProducts() },
  { label: 'nav.customerService', href: routes.customerServicePage() },
  { label: 'footer.policySearch', href: routes.customerService.policySearch() },
  { label: 'footer.requestStatus', href: routes.requestStatus() },
  { label: 'nav.aboutUs', href: routes.aboutUs() },
  { label: 'footer.privacy', href: routes.privacy() },
  { label: 'footer.accessibility', href: routes.accessibility() },
  { label: 'footer.terms', href: routes.terms() },
] as const;

export function SiteFooter() {
  const text = useText(SHELL_TEXT);
  const hours = AGENCY_HOURS[useLocale()];
  const served = SERVICE_AREA.served.length;
  return (
    <Box component="footer" bg="var(--mantine-color-gray-9)" c="var(--mantine-color-gray-0)" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={800}>{AGENCY.name}</Text>
            <Text size="sm">{text('footer.serving', { served, total: US_STATES.length })}</Text>
            <Anchor href={telHref(AGENCY.phone)} c="var(--mantine-color-gray-0)" size="sm" fw={700}>
              {AGENCY.phone}
            </Anchor>
            <Text size="sm">{text('footer.phone', { hours: hours.phone })}</Text>
            <Text size="sm">{text('footer.chat', { hours: hours.chat })}</Text>
          </Stack>
          <Group component="nav" aria-label={text('nav.footer')} gap="md" align="flex-start">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.href} component={DsLink} href={link.href} c="var(--mantine-color-gray-0)" size="sm">
                {text(link.label)}
              </Anchor>
            ))}
            <LanguageSwitch homeWhenMissing c="var(--mantine-color-gray-0)" size="sm" fw={700} />
          </Group>
        </SimpleGrid>
        <Text size="xs" mt="lg">
          {text('footer.notice', { year: String(new Date().getFullYear()), agency: AGENCY.name })}
        </Text>
      </Container>
    </Box>
  );
}
