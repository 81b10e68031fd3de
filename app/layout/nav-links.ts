import { routes } from '@site/paths';

/** The site's main navigation, in the header and the phone menu. */
export const NAV_LINKS = [
  { label: 'Products', href: routes.chooseProducts() },
  { label: 'Customer Service', href: routes.customerServicePage() },
  { label: 'About Us', href: routes.aboutUs() },
];
