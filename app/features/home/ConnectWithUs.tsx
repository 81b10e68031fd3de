import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconPhoneCall } from '@tabler/icons-react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { AGENCY, AGENCY_HOURS } from '@site/agency';
import { routes } from '@site/paths';
import { HOME_TEXT } from './text';

/** Seed 000 §2.2: 'Connect with Us Today!', with Customer Service and Call an Agent. */
export function ConnectWithUs() {
  const text = useText(HOME_TEXT);
  const locale = useLocale();
  const options = [
    {
      title: text('connect.customerService.title'),
      text: text('connect.customerService.text'),
      action: text('connect.customerService.action'),
      icon: IconHeadset,
      detail: null,
      href: routes.customerServicePage(),
    },
    {
      title: text('connect.callAgent.title'),
      text: text('connect.callAgent.text', { hours: AGENCY_HOURS[locale].phone }),
      action: text('connect.callAgent.action'),
      icon: IconPhoneCall,
      detail: AGENCY.phone,
      href: telHref(AGENCY.phone),
    },
  ];
  return (
    <Box component="section" aria-labelledby="connect-heading" py={{ base: 'xl', sm: 48 }}>
      <Container size="lg">
        <Stack gap="xs" mb="lg" ta="center" align="center">
          <Title order={2} id="connect-heading" fz={{ base: 28, sm: 36 }}>
            {text('connect.heading')}
          </Title>
          <Text c="dimmed" size="lg">
            {text('connect.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={860} mx="auto">
          {options.map(({ title, text: optionText, icon: OptionIcon, detail, action, href }) => (
            <Card key={title} withBorder radius="lg" padding="xl">
              <Stack gap="sm" align="flex-start" h="100%">
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                  <OptionIcon size={30} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h3">
                  {title}
                </Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {optionText}
                  {detail && (
                    <Text component="span" display="block" fw={800} fz="xl" c="var(--mantine-color-text)" mt={4}>
                      {detail}
                    </Text>
                  )}
                </Text>
                {/* DsLink follows a tel: address as a plain link and a page of the app with the router. */}
                <Button component={DsLink} href={href} size="md">
                  {action}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
