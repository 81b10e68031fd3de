import type { SiteSearchEntry } from '../site-search';

/** The product guides, as the site search finds them (filled in from the guide content). */
export const guideSearchEntries: SiteSearchEntry[] = [];
