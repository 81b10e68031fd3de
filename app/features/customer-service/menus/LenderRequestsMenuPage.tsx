import { Anchor, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { DsLink } from '@design-system/navigation/LinkContext';
import { routes } from '@site/paths';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { BORROWER_AUTHORIZATION_REMINDER } from '../../../content/lender';
import { menuItems, type MenuItem } from './form-menu-items';
import { MenuPage } from './MenuPage';

/**
 * Seed 001 §2 "Lender Requests menu": its own card, the coverage change (the home change's page, written here:
 * its card has another icon than the home change's in the Policy Changes menu, and an icon is its feature
 * folder's), and the described forms' (the mortgagee change 10, evidence of insurance 30).
 */
const LENDER_REQUEST_OPTIONS: MenuItem[] = [
  {
    title: 'Request Coverage Change',
    description: 'Ask for a coverage change your loan requires, such as a higher dwelling limit.',
    href: routes.customerService.lenderRequests.coverage(),
    icon: IconShieldCheck,
    order: 20,
  },
];

export function LenderRequestsMenuPage() {
  return (
    <MenuPage
      title="Lender Service Portal"
      intro="Secure access to policy information for mortgagees and banking institutions."
      portalType="lender"
      items={menuItems('lender', LENDER_REQUEST_OPTIONS)}
      notice={<ImportantNotice>{BORROWER_AUTHORIZATION_REMINDER}</ImportantNotice>}
      footer={
        <Text c="dimmed">
          Are you a policyholder? Please use the{' '}
          <Anchor component={DsLink} href={routes.customerServicePage()} underline="always">
            customer service options
          </Anchor>{' '}
          instead.
        </Text>
      }
    />
  );
}
