import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The privacy notice, the accessibility statement and the terms of use (issue 13). */
export const siteNoticeRoutes: PageRoute[] = [
  { ...PAGES.privacy, load: async () => ({ Component: (await import('./pages')).PrivacyPage }) },
  { ...PAGES.accessibility, load: async () => ({ Component: (await import('./pages')).AccessibilityPage }) },
  { ...PAGES.terms, load: async () => ({ Component: (await import('./pages')).TermsPage }) },
];
