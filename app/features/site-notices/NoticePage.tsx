import { Container, List, Stack, Text, Title } from '@mantine/core';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import type { NoticeContent } from '../../content/notices/notice-content';
import { usePageTitle } from '../../layout/usePageTitle';

/** A notice (privacy, accessibility, terms): a title, when it last changed, and its sections. */
export function NoticePage({ content }: { content: NoticeContent }) {
  usePageTitle(content.title, content.intro);
  return (
    <>
      <PortalPageHeader title={content.title} intro={content.intro} size="sm" />
      <Container size="sm" py="xl">
        <Stack gap="xl">
          <Text size="sm" c="dimmed">
            Last updated {content.updated}
          </Text>
          {content.sections.map((section) => (
            <Stack key={section.heading} gap="sm" component="section" aria-labelledby={idOf(section.heading)}>
              <Title order={2} size="h3" id={idOf(section.heading)}>
                {section.heading}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items && (
                <List spacing="xs">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
  );
}

const idOf = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
