import { Alert, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import type { Notice } from '../../content/notices/notice-content';
import { REQUEST_TERMS_TEXT } from '../../content/request-terms';
import { usePageTitle } from '../../layout/usePageTitle';
import { NOTICE_PAGE_TEXT } from './text';

/**
 * A notice (privacy, accessibility, terms): a title, when it last changed, and its sections, in the page's
 * language. A translation says first that it is one, and that the English governs.
 */
export function NoticePage({ notice }: { notice: Notice }) {
  const locale = useLocale();
  const texts = useTexts();
  const text = useText(NOTICE_PAGE_TEXT);
  const content = notice(texts, locale);
  usePageTitle(content.title, content.intro);
  return (
    <>
      <PortalPageHeader title={content.title} intro={content.intro} size="sm" />
      <Container size="sm" py="xl">
        <Stack gap="xl">
          {locale !== 'en' && (
            <Alert variant="light" role="note" icon={<IconLanguage size={20} aria-hidden />} data-testid="english-governs">
              {texts(REQUEST_TERMS_TEXT)('englishGoverns')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {text('updated', { date: dayOf(content.updated) })}
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

/** A day ('2026-11-25') as a date at its start where the page is drawn, so it is named the same day wherever that is. */
const dayOf = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(year!, month! - 1, day);
};

/** A heading's anchor: its letters without accents, and digits, joined by hyphens. */
const idOf = (heading: string) =>
  heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
