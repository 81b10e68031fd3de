import { describe, expect, it } from 'vitest';
import { guideSearchEntries } from './guides/search-entries';
import { ABOUT_SEARCH_ENTRIES, PORTAL_SEARCH_ENTRIES, QUOTE_SEARCH_ENTRIES, SITE_INDEX, buildSiteIndex, siteSectionOf } from './site-index';
import type { SiteSearchEntry } from './site-search';

const hrefs = (entries: SiteSearchEntry[]) => entries.map((entry) => entry.href);

describe('SITE_INDEX', () => {
  it('lists each page once', () => {
    expect(new Set(hrefs(SITE_INDEX)).size).toBe(SITE_INDEX.length);
  });

  it('holds the guides, the quote pages, the portal pages and About Us', () => {
    for (const entry of [...guideSearchEntries, ...QUOTE_SEARCH_ENTRIES, ...PORTAL_SEARCH_ENTRIES, ...ABOUT_SEARCH_ENTRIES]) {
      expect(hrefs(SITE_INDEX)).toContain(entry.href);
    }
    expect(hrefs(SITE_INDEX)).toEqual(
      expect.arrayContaining([
        '/chooseproducts',
        '/aboutus',
        '/customerservice',
        '/customerservice/policy-search',
        '/customerservice/carrier-directory/payment',
        '/customerservice/carrier-directory/claim',
        '/customerservice/policy-changes',
        '/customerservice/policy-changes/mailing-address',
        '/customerservice/lender-requests',
        '/customerservice/document-management',
        '/customerservice/citizens',
      ]),
    );
  });

  it('has a title, a description and keywords for every page, and only our own addresses', () => {
    for (const entry of SITE_INDEX) {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
      expect(entry.href.startsWith('/')).toBe(true);
    }
  });
});

describe('buildSiteIndex', () => {
  it('keeps the first entry of an address', () => {
    const first = { title: 'Flood guide', description: 'a', href: '/products/floodinsurance', keywords: [] };
    const second = { ...first, title: 'Flood again' };
    const other = { ...first, href: '/aboutus' };
    expect(buildSiteIndex([first], [second, other])).toEqual([first, other]);
  });
});

describe('siteSectionOf', () => {
  it.each([
    ['/products/floodinsurance', 'Product guide'],
    ['/customerservice/policy-search', 'Customer service'],
    ['/customerservice/lender-requests/proof-of-insurance', 'Lender portal'],
    ['/quotes/flood?productType=Flood+Insurance', 'Get a quote'],
    ['/chooseproducts', 'Get a quote'],
    ['/aboutus', 'About us'],
    ['/elsewhere', 'Page'],
  ])('%s is a %s', (href, section) => expect(siteSectionOf(href)).toBe(section));
});
