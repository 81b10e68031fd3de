import { IconCar, IconFileSearch, IconFileX, IconHome } from '@tabler/icons-react';
import { routes } from '@site/paths';
import { menuItems, type MenuItem } from './form-menu-items';
import { MenuPage } from './MenuPage';

/**
 * Seed 001 §2 "Policy Changes menu": its own cards (the policy search, and the home, cancellation and auto
 * changes, whose cards are written here), and the described forms' from their descriptors' menu entries, by
 * order (mortgagee 10, mailing address 60, other 90).
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
  {
    title: 'Cancellation Request',
    description: 'Ask us to cancel a policy on the date you choose.',
    href: routes.customerService.policyChanges.cancellation(),
    icon: IconFileX,
    order: 40,
  },
  {
    title: 'Auto Policy Changes',
    description: 'Add or remove a vehicle or a driver, or change your auto coverage.',
    href: routes.customerService.policyChanges.auto(),
    icon: IconCar,
    order: 50,
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
