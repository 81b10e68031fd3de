import { KNOWN_GUIDES, quoteHrefFor, type GuideKey } from '../content/guides/known-guides';
import { productGrid } from '../content/product-grid';
import { textsIn } from '@site/i18n/catalogue';
import { pathInLocale } from '@site/locales';
import { isSpanishPagePath } from '@site/pages';
import { routes } from '@site/paths';
import { splitAddress } from '@site/prerendered-address';

/**
 * The quote forms the site links to, as the links write them (/quotes/home?productType=Home+Insurance): the
 * product grid's cards and each guide's GET A QUOTE. The server sends a prerendered form only to an address
 * written so (site/prerendered-address.ts); a campaign's address with utm_* is drawn in the browser.
 */
const LINKED_QUOTE_FORMS: string[] = [
  ...productGrid(textsIn('en'))
    .map((card) => card.href)
    .filter((href) => href.startsWith('/quotes/')),
  ...Object.entries(KNOWN_GUIDES).map(([key, guide]) => quoteHrefFor({ kind: 'known', key: key as GuideKey, guide })),
];

/**
 * The pages built as HTML at build time: the public pages people land on from search and ads, and the quote forms
 * they lead to, whose content does not depend on the visitor. The browser shows them before any script runs, then
 * React takes them over. Pages with visitor-specific content are drawn in the browser as before; a page whose first
 * view differs only in what the visitor's clock says (customer service's Chat Now out of hours) is built as seen in
 * hours and corrected once React has it (app/layout/useHydrated.ts).
 */
const ENGLISH_PATHS: string[] = [
  routes.home(),
  routes.chooseProducts(),
  routes.aboutUs(),
  routes.customerServicePage(),
  routes.privacy(),
  routes.accessibility(),
  routes.terms(),
  routes.products.petInsurance(),
  ...Object.values(KNOWN_GUIDES).map((guide) => routes.products.guide(guide.type)),
  ...new Set(LINKED_QUOTE_FORMS),
];

/** Each page in English, and in Spanish (/es/...) where it is written in Spanish too; an address may carry a query (a quote form's product). */
export const PRERENDERED_PATHS: string[] = [
  ...ENGLISH_PATHS,
  ...ENGLISH_PATHS.filter((address) => isSpanishPagePath(splitAddress(address).pathname)).map((address) => pathInLocale(address, 'es')),
];
