import { useText } from '@design-system/i18n/Locale';
import { defineCatalogue } from '@site/i18n/catalogue';
import { routes } from '@site/paths';

/** The words of the links the portal's pages share. */
const PORTAL_LINKS_TEXT = defineCatalogue(
  'portal-links',
  {
    backToCustomerService: 'Back to Customer Service',
  },
  {
    backToCustomerService: 'Volver a Servicio al cliente',
  },
);

/** Seed 001 §2: the portal's inner pages lead back to the customer service home; the link, in the page's language. */
export function useBackToCustomerService(): { href: string; label: string } {
  const text = useText(PORTAL_LINKS_TEXT);
  return { href: routes.customerServicePage(), label: text('backToCustomerService') };
}
