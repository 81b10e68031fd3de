import { Anchor, Badge, Box, Button, Container, Group, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { DsLink } from '@design-system/navigation/LinkContext';
import { SearchBox } from '@design-system/SearchBox/SearchBox';
import { SITE_INDEX, siteSectionOf } from '../../../content/site-index';
import type { SiteSearchEntry } from '../../../content/site-search';
import { routes } from '@site/paths';
import { SEARCH_CONTENT } from '../content';
import { searchSite, searchWords } from './search-site';
import classes from './SiteSearchResults.module.css';

const POPULAR_PAGES = [
  { title: 'Get a Quote', href: routes.chooseProducts() },
  { title: 'Customer Service', href: routes.customerServicePage() },
  { title: 'About Us', href: routes.aboutUs() },
];

type SiteSearchResultsProps = {
  query: string;
  /** The pages searched; the site index by default. */
  index?: readonly SiteSearchEntry[];
};

/** The site search's answer on the home page (/?search=...): the matching pages, or a clear "none". */
export function SiteSearchResults({ query, index = SITE_INDEX }: SiteSearchResultsProps) {
  const navigate = useNavigate();
  const results = useMemo(() => searchSite(query, index), [query, index]);
  const words = useMemo(() => searchWords(query), [query]);
  return (
    <Box component="section" aria-labelledby="search-results-heading" py={{ base: 'lg', sm: 'xl' }} className={classes.section}>
      <Container size="md">
        <Stack gap="md">
          <Title order={1} id="search-results-heading" fz={{ base: 26, sm: 32 }} className={classes.heading}>
            {SEARCH_CONTENT.heading(query)}
          </Title>
          {/* Announced when the results change (a new search from the box below). */}
          <Text role="status" fw={600} data-testid="search-summary">
            {results.length > 0 ? SEARCH_CONTENT.count(results.length) : SEARCH_CONTENT.none(query)}
          </Text>

          {results.length > 0 ? (
            <Stack component="ol" gap="sm" p={0} m={0} className={classes.list} aria-labelledby="search-results-heading">
              {results.map(({ entry }) => (
                <li key={entry.href}>
                  <Paper component={DsLink} href={entry.href} withBorder radius="md" p="md" className={classes.result} data-search-result={entry.href}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <div style={{ minWidth: 0 }}>
                        <Badge variant="light" size="sm" mb={6}>
                          {siteSectionOf(entry.href)}
                        </Badge>
                        <Highlight
                          highlight={words}
                          component="span"
                          display="block"
                          fw={700}
                          size="lg"
                          c="var(--mantine-color-text)"
                          className={classes.title}
                        >
                          {entry.title}
                        </Highlight>
                        <Highlight highlight={words} component="span" display="block" size="sm" c="dimmed">
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
                  <Text>{SEARCH_CONTENT.noneHelp}</Text>
                  <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {SEARCH_CONTENT.suggestions.map((suggestion) => (
                      <li key={suggestion}>
                        <Button component={DsLink} href={routes.home(suggestion)} variant="light" size="xs" radius="xl">
                          {suggestion}
                        </Button>
                      </li>
                    ))}
                  </Group>
                  <Text fw={600} mt="xs">
                    {SEARCH_CONTENT.popularHeading}
                  </Text>
                  <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {POPULAR_PAGES.map((page) => (
                      <li key={page.title}>
                        <Anchor component={DsLink} href={page.href} fw={700}>
                          {page.title}
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
              <SearchBox key={query} label={SEARCH_CONTENT.searchAgain} placeholder="e.g. flood insurance" onSearch={(next) => navigate(routes.home(next))} />
            </Box>
            <Anchor component={DsLink} href={routes.home()} fw={600} pb={8}>
              {SEARCH_CONTENT.clear}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
