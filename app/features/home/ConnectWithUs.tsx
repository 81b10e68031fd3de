import { Box, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset, IconPhoneCall } from '@tabler/icons-react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { telHref } from '@design-system/navigation/tel-href';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { HOME_CONTENT } from './content';

/** Seed 000 §2.2: 'Connect with Us Today!', with Customer Service and Call an Agent. */
export function ConnectWithUs() {
  const { connect } = HOME_CONTENT;
  const options = [
    {
      ...connect.customerService,
      icon: IconHeadset,
      detail: null,
      href: routes.customerServicePage(),
    },
    {
      ...connect.callAgent,
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
            {connect.heading}
          </Title>
          <Text c="dimmed" size="lg">
            {connect.text}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={860} mx="auto">
          {options.map(({ title, text, icon: OptionIcon, detail, action, href }) => (
            <Card key={title} withBorder radius="lg" padding="xl">
              <Stack gap="sm" align="flex-start" h="100%">
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                  <OptionIcon size={30} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} size="h3">
                  {title}
                </Title>
                <Text c="dimmed" style={{ flex: 1 }}>
                  {text}
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
