import { IconFileSearch, IconHome } from '@tabler/icons-react';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { routes } from '@site/paths';
import { menuItems, type MenuItem } from './form-menu-items';
import { MenuPage } from './MenuPage';
import { POLICY_CHANGES_MENU_TEXT } from './text';

/**
 * Seed 001 §2 "Policy Changes menu": its own cards (the policy search, and the home change, written here as in
 * the Lender Requests menu, where its page has a card with another icon), and the described forms' from their
 * descriptors' menu entries, by order (mortgagee 10, cancellation 40, auto 50, mailing address 60, other 90).
 */
export function PolicyChangesMenuPage() {
  const text = useText(POLICY_CHANGES_MENU_TEXT);
  const translate = useTranslateMessage();
  const ownItems: MenuItem[] = [
    {
      title: text('home.title'),
      description: text('home.description'),
      href: routes.customerService.policyChanges.home(),
      icon: IconHome,
      order: 20,
    },
    {
      title: text('policySearch.title'),
      description: text('policySearch.description'),
      href: routes.customerService.policySearch(),
      icon: IconFileSearch,
      order: 30,
    },
  ];
  return (
    <MenuPage
      title={text('title')}
      intro={text('intro')}
      portalType="customer"
      // The described forms' cards are their descriptors' words (contracts/forms), said in the page's language.
      items={menuItems('customer', ownItems).map((item) => ({ ...item, title: translate(item.title), description: translate(item.description) }))}
    />
  );
}
