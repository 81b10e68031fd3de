import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';
import { ConnectWithUs } from './ConnectWithUs';
import { useText } from '@design-system/i18n/Locale';
import { SEARCH_PAGE_TEXT } from './content';
import { HomeHero } from './HomeHero';
import { ProductGridSection } from './ProductGridSection';
import { StatesWeServe } from './StatesWeServe';
import { HOME_TEXT } from './text';

// The site index carries the text of every guide: it loads only when there is something to search.
const SiteSearchResults = lazy(async () => ({ default: (await import('./search/SiteSearchResults')).SiteSearchResults }));

/**
 * Seed 000 §2.2: the home page. Opened with ?search=... (the 404 page's search box), it first shows the
 * pages of the site that match.
 */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('search')?.trim() ?? '';
  const text = useText(HOME_TEXT);
  const searchText = useText(SEARCH_PAGE_TEXT);
  usePageTitle(query ? searchText('heading', { query }) : text('pageTitle'), query ? undefined : text('description'));
  return (
    <>
      {query && (
        <Suspense
          fallback={
            <Center mih={240} role="status" aria-label={searchText('searching')}>
              <Loader />
            </Center>
          }
        >
          <SiteSearchResults query={query} />
        </Suspense>
      )}
      <HomeHero headingOrder={query ? 2 : 1} />
      <ProductGridSection headingOrder={2} intro={text('productsIntro')} />
      <StatesWeServe />
      <ConnectWithUs />
    </>
  );
}
