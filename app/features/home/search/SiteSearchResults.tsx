import { Anchor, Badge, Box, Button, Container, Group, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale, useText, useTexts } from '@design-system/i18n/Locale';
import { DsLink } from '@design-system/navigation/LinkContext';
import { SearchBox } from '@design-system/SearchBox/SearchBox';
import { siteIndexIn, siteSectionOf } from '../../../content/site-index';
import type { SiteSearchEntry } from '../../../content/site-search';
import { routes } from '@site/paths';
import { SEARCH_PAGE_TEXT } from '../content';
import { searchSite, searchWords } from './search-site';
import classes from './SiteSearchResults.module.css';
import { SITE_SEARCH_TEXT } from './text';

const POPULAR_PAGES = [
  { key: 'popular.quote', href: routes.chooseProducts() },
  { key: 'popular.customerService', href: routes.customerServicePage() },
  { key: 'popular.aboutUs', href: routes.aboutUs() },
] as const;

const SUGGESTIONS = [
  'suggestion.flood',
  'suggestion.auto',
  'suggestion.payment',
  'suggestion.claim',
  'suggestion.policyChange',
  'suggestion.medicare',
] as const;

/**
 * Whether a highlight ignores accents: in Spanish "poliza" marks "póliza", as it finds it. English words
 * carry none, and with none ignored the pseudo-locale's accented words (⟦Fļööð⟧) are not cut by marks, which
 * would split each message into pieces the pseudo-locale's test could not tell from words outside the catalogues.
 */
const ACCENT_INSENSITIVE = { en: false, es: true } as const;

type SiteSearchResultsProps = {
  query: string;
  /** The pages searched; the site index in the page's language by default. */
  index?: readonly SiteSearchEntry[];
};

/**
 * The site search's answer on the home page (/?search=...): the matching pages, or a clear "none", in the
 * page's language. Its links are the pages' own addresses: the app's links keep the page's language (/es).
 */
export function SiteSearchResults({ query, index }: SiteSearchResultsProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const texts = useTexts();
  const text = useText(SITE_SEARCH_TEXT);
  const pageText = useText(SEARCH_PAGE_TEXT);
  // Built once per language: every guide's words through its catalogue.
  const siteIndex = useMemo(() => index ?? siteIndexIn({ locale, texts }), [index, locale, texts]);
  const results = useMemo(() => searchSite(query, siteIndex, locale), [query, siteIndex, locale]);
  const words = useMemo(() => searchWords(query, locale), [query, locale]);
  const heading = pageText('heading', { query });
  return (
    <Box component="section" aria-labelledby="search-results-heading" py={{ base: 'lg', sm: 'xl' }} className={classes.section}>
      <Container size="md">
        <Stack gap="md">
          <Title order={1} id="search-results-heading" fz={{ base: 26, sm: 32 }} className={classes.heading}>
            {heading}
          </Title>
          {/* Announced when the results change (a new search from the box below). */}
          <Text role="status" fw={600} data-testid="search-summary">
            {results.length > 0 ? text('count', { count: results.length }) : text('none', { query })}
          </Text>

          {results.length > 0 ? (
            <Stack component="ol" gap="sm" p={0} m={0} className={classes.list} aria-labelledby="search-results-heading">
              {results.map(({ entry }) => (
                <li key={entry.href}>
                  <Paper component={DsLink} href={entry.href} withBorder radius="md" p="md" className={classes.result} data-search-result={entry.href}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Badge variant="light" size="sm" mb={6}>
                          {siteSectionOf(entry.href, texts)}
                        </Badge>
                        <Highlight
                          highlight={words}
                          accentInsensitive={ACCENT_INSENSITIVE[locale]}
                          component="span"
                          display="block"
                          fw={700}
                          size="lg"
                          c="var(--mantine-color-text)"
                          className={classes.title}
                        >
                          {entry.title}
                        </Highlight>
                        <Highlight highlight={words} accentInsensitive={ACCENT_INSENSITIVE[locale]} component="span" display="block" size="sm" c="dimmed">
                          {entry.description}
                        </Highlight>
                      </div>
                      <IconChevronRight size={20} aria-hidden className={classes.chevron} />
                    </Group>
                  </Paper>
                </li>
              ))}
            </Stack>
          ) : (
            <Paper withBorder radius="md" p="lg" data-testid="search-no-results">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconSearch size={24} aria-hidden color="var(--mantine-color-dimmed)" style={{ flex: 'none', marginTop: 2 }} />
                <Stack gap="sm">
                  <Text>{text('noneHelp')}</Text>
                  <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {SUGGESTIONS.map((key) => (
                      <li key={key}>
                        <Button component={DsLink} href={routes.home(text(key))} variant="light" size="xs" radius="xl">
                          {text(key)}
                        </Button>
                      </li>
                    ))}
                  </Group>
                  <Text fw={600} mt="xs">
                    {text('popularHeading')}
                  </Text>
                  <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {POPULAR_PAGES.map((page) => (
                      <li key={page.key}>
                        <Anchor component={DsLink} href={page.href} fw={700}>
                          {text(page.key)}
                        </Anchor>
                      </li>
                    ))}
                  </Group>
                </Stack>
              </Group>
            </Paper>
          )}

          <Group align="flex-end" gap="md" justify="space-between">
            <Box style={{ flex: 1, minWidth: 240 }} maw={520}>
              <SearchBox
                key={query}
                label={text('searchAgain')}
                placeholder={text('placeholder')}
                buttonLabel={text('button')}
                onSearch={(next) => navigate(routes.home(next))}
              />
            </Box>
            <Anchor component={DsLink} href={routes.home()} fw={600} pb={8}>
              {text('clear')}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
