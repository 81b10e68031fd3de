import { Anchor, Button, Container, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formDownloadPath } from '@contracts/document-management';
import { StateInsurerBanner } from '@design-system/GuideLayout/StateInsurerBanner';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { RouterLink } from '../../RouterLink';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { STATE_INSURER } from '../../content/state-insurer';
import { usePageTitle } from '../../layout/usePageTitle';
import { GUIDANCE_CONTENT as CONTENT } from './guidance-content';

/**
 * Seed 001 §2 "State-insurer letter guidance page": three kinds of letter as tabs, each with what it means and
 * what to do; the last two lead to the upload and signing flow.
 */
export function CitizensPage() {
  usePageTitle(CONTENT.title);
  return (
    <>
      <PortalPageHeader title={CONTENT.title} eyebrow={CONTENT.eyebrow} intro={CONTENT.intro} back={BACK_TO_CUSTOMER_SERVICE} size="md" />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <StateInsurerBanner
            insurerName={STATE_INSURER.name}
            audience={STATE_INSURER.audience}
            href={STATE_INSURER.website}
            text={`${STATE_INSURER.name} answers common questions about its letters on its own site.`}
          />
          <Tabs defaultValue={CONTENT.tabs[0].value} keepMounted={false} variant="pills" radius="xl">
            <Tabs.List aria-label={CONTENT.tabsLabel} grow>
              {CONTENT.tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {CONTENT.tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
                <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="md">
                    <Title order={2} size="h3">
                      {tab.heading}
                    </Title>
                    {tab.paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                    <Title order={3} size="h4">
                      What to do
                    </Title>
                    <List type="ordered" spacing="xs">
                      {tab.steps.map((step) => (
                        <List.Item key={step}>{step}</List.Item>
                      ))}
                    </List>
                    {tab.form && (
                      <Anchor href={formDownloadPath(tab.form.slug)} underline="always" data-testid="affirmation-form-link">
                        {tab.form.text}
                      </Anchor>
                    )}
                    {tab.upload && (
                      <Button
                        component={RouterLink}
                        href={routes.customerService.citizensUpload(tab.upload.formType)}
                        rightSection={<IconArrowRight size={16} aria-hidden />}
                        aria-label={`${CONTENT.getStarted}: ${tab.upload.label}`}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {CONTENT.getStarted}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      </Container>
    </>
  );
}
