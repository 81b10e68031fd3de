import { Anchor, Button, Container, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formDownloadPath } from '@contracts/document-management';
import { StateInsurerBanner } from '@design-system/GuideLayout/StateInsurerBanner';
import { useText } from '@design-system/i18n/Locale';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { RouterLink } from '../../RouterLink';
import { useBackToCustomerService } from '../../content/portal-links';
import { STATE_INSURER, STATE_INSURER_TEXT } from '../../content/state-insurer';
import { usePageTitle } from '../../layout/usePageTitle';
import { GUIDANCE_TABS, GUIDANCE_TEXT } from './guidance-content';

/**
 * Seed 001 §2 "State-insurer letter guidance page": three kinds of letter as tabs, each with what it means and
 * what to do; the last two lead to the upload and signing flow.
 */
export function CitizensPage() {
  const text = useText(GUIDANCE_TEXT);
  const insurerText = useText(STATE_INSURER_TEXT);
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  return (
    <>
      <PortalPageHeader title={text('title')} eyebrow={text('eyebrow')} intro={text('intro')} back={backToCustomerService} size="md" />
      <Container size="md" py="xl">
        <Stack gap="xl">
          <StateInsurerBanner
            insurerName={STATE_INSURER.name}
            audience={insurerText('audience')}
            href={STATE_INSURER.website}
            text={text('banner.text')}
            linkLabel={text('banner.linkLabel')}
          />
          <Tabs defaultValue={GUIDANCE_TABS[0]!.value} keepMounted={false} variant="pills" radius="xl">
            <Tabs.List aria-label={text('tabsLabel')} grow>
              {GUIDANCE_TABS.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {text(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {GUIDANCE_TABS.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
                <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                  <Stack gap="md">
                    <Title order={2} size="h3">
                      {text(tab.heading)}
                    </Title>
                    {tab.paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{text(paragraph)}</Text>
                    ))}
                    <Title order={3} size="h4">
                      {text('whatToDo')}
                    </Title>
                    <List type="ordered" spacing="xs">
                      {tab.steps.map((step) => (
                        <List.Item key={step}>{text(step)}</List.Item>
                      ))}
                    </List>
                    {tab.form && (
                      <Anchor href={formDownloadPath(tab.form.slug)} underline="always" data-testid="affirmation-form-link">
                        {text(tab.form.text)}
                      </Anchor>
                    )}
                    {tab.upload && (
                      <Button
                        component={RouterLink}
                        href={routes.customerService.citizensUpload(tab.upload.formType)}
                        rightSection={<IconArrowRight size={16} aria-hidden />}
                        aria-label={text('getStartedFor', { upload: text(tab.upload.label) })}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {text('getStarted')}
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
