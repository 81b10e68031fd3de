import { IconFileSearch, IconHome } from '@tabler/icons-react';
import { routes } from '@site/paths';
import { menuItems, type MenuItem } from './form-menu-items';
import { MenuPage } from './MenuPage';

/**
 * Seed 001 §2 "Policy Changes menu": its own cards (the policy search, and the home change, written here as in
 * the Lender Requests menu, where its page has a card with another icon), and the described forms' from their
 * descriptors' menu entries, by order (mortgagee 10, cancellation 40, auto 50, mailing address 60, other 90).
 */
const POLICY_CHANGE_OPTIONS: MenuItem[] = [
  {
    title: 'Home Insurance Changes',
    description: 'Change the coverage, deductible or details of your home policy.',
    href: routes.customerService.policyChanges.home(),
    icon: IconHome,
    order: 20,
  },
  {
    title: 'Policy Search',
    description: 'Find a policy by its number or by name.',
    href: routes.customerService.policySearch(),
    icon: IconFileSearch,
    order: 30,
  },
];

export function PolicyChangesMenuPage() {
  return (
    <MenuPage
      title="Policy Changes"
      intro="Choose the change you need. Each request goes to a licensed agent, who confirms it with you."
      portalType="customer"
      items={menuItems('customer', POLICY_CHANGE_OPTIONS)}
    />
  );
}
