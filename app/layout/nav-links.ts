import { routes } from '@site/paths';

/** The site's main navigation, in the header and the phone menu: each page and its words' key in SHELL_TEXT. */
export const NAV_LINKS = [
  { label: 'nav.products', href: routes.chooseProducts() },
  { label: 'nav.customerService', href: routes.customerServicePage() },
  { label: 'nav.aboutUs', href: routes.aboutUs() },
] as const;
