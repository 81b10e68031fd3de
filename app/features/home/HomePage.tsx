import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';
import { ConnectWithUs } from './ConnectWithUs';
import { HOME_CONTENT, SEARCH_CONTENT } from './content';
import { HomeHero } from './HomeHero';
import { ProductGridSection } from './ProductGridSection';
import { SiteSearchResults } from './search/SiteSearchResults';
import { StatesWeServe } from './StatesWeServe';

/**
 * Seed 000 §2.2: the home page. Opened with ?search=... (the 404 page's search box), it first shows the
 * pages of the site that match.
 */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('search')?.trim() ?? '';
  usePageTitle(query ? SEARCH_CONTENT.heading(query) : HOME_CONTENT.pageTitle);
  return (
    <>
      {query && <SiteSearchResults query={query} />}
      <HomeHero headingOrder={query ? 2 : 1} />
      <ProductGridSection headingOrder={2} intro={HOME_CONTENT.productsIntro} />
      <StatesWeServe />
      <ConnectWithUs />
    </>
  );
}
