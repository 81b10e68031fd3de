import { IconBuildingBank, IconCar, IconFileSearch, IconFileX, IconHome, IconPencil } from '@tabler/icons-react';
import { routes } from '@site/paths';
import { MenuPage } from './MenuPage';

/** Seed 001 §2 "Policy Changes menu". */
const POLICY_CHANGE_OPTIONS = [
  {
    title: 'Mortgagee Changes',
    description: 'Add, replace or remove the lender on your home policy.',
    href: routes.customerService.policyChanges.mortgagee(),
    icon: IconBuildingBank,
  },
  {
    title: 'Home Insurance Changes',
    description: 'Change the coverage, deductible or details of your home policy.',
    href: routes.customerService.policyChanges.home(),
    icon: IconHome,
  },
  {
    title: 'Policy Search',
    description: 'Find a policy by its number or by name.',
    href: routes.customerService.policySearch(),
    icon: IconFileSearch,
  },
  {
    title: 'Cancellation Request',
    description: 'Ask us to cancel a policy on the date you choose.',
    href: routes.customerService.policyChanges.cancellation(),
    icon: IconFileX,
  },
  {
    title: 'Auto Policy Changes',
    description: 'Add or remove a vehicle or a driver, or change your auto coverage.',
    href: routes.customerService.policyChanges.auto(),
    icon: IconCar,
  },
  {
    title: 'Other Policy Changes',
    description: 'Any other change to your policy, described in your own words.',
    href: routes.customerService.policyChanges.other(),
    icon: IconPencil,
  },
];

export function PolicyChangesMenuPage() {
  return (
    <MenuPage
      title="Policy Changes"
      intro="Choose the change you need. Each request goes to a licensed agent, who confirms it with you."
      portalType="customer"
      items={POLICY_CHANGE_OPTIONS}
    />
  );
}
