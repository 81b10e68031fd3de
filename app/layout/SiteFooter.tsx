import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';

const FOOTER_LINKS = [
  { label: 'Get a Quote', href: routes.chooseProducts() },
  { label: 'Customer Service', href: routes.customerServicePage() },
  { label: 'Policy Search', href: routes.customerService.policySearch() },
  { label: "Check a Request's Status", href: routes.requestStatus() },
  { label: 'About Us', href: routes.aboutUs() },
  { label: 'Privacy', href: routes.privacy() },
  { label: 'Accessibility', href: routes.accessibility() },
  { label: 'Terms of Use', href: routes.terms() },
];

export function SiteFooter() {
  return (
    <Box component="footer" bg="var(--mantine-color-gray-9)" c="var(--mantine-color-gray-0)" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={800}>{AGENCY.name}</Text>
            <Text size="sm">Serving 49 out of 50 States.</Text>
            <Anchor href={telHref(AGENCY.phone)} c="var(--mantine-color-gray-0)" size="sm" fw={700}>
              {AGENCY.phone}
            </Anchor>
            <Text size="sm">Phone {AGENCY.hours.phone}</Text>
            <Text size="sm">Live chat {AGENCY.hours.chat}</Text>
          </Stack>
          <Group component="nav" aria-label="Footer" gap="md" align="flex-start">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.href} component={DsLink} href={link.href} c="var(--mantine-color-gray-0)" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </SimpleGrid>
        <Text size="xs" mt="lg">
          © {new Date().getFullYear()} {AGENCY.name}. Every quote request is reviewed by a licensed agent.
        </Text>
      </Container>
    </Box>
  );
}
