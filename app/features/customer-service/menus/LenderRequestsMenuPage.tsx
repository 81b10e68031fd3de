import { Anchor, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { DsLink } from '@design-system/navigation/LinkContext';
import { routes } from '@site/paths';
import { ImportantNotice } from '@design-system/ImportantNotice/ImportantNotice';
import { LENDER_TEXT } from '../../../content/lender';
import { menuItems, type MenuItem } from './form-menu-items';
import { MenuPage } from './MenuPage';
import { LENDER_REQUESTS_MENU_TEXT } from './text';

/**
 * Seed 001 §2 "Lender Requests menu": its own card, the coverage change (the home change's page, written here:
 * its card has another icon than the home change's in the Policy Changes menu, and an icon is its feature
 * folder's), and the described forms' (the mortgagee change 10, evidence of insurance 30).
 */
export function LenderRequestsMenuPage() {
  const text = useText(LENDER_REQUESTS_MENU_TEXT);
  const lender = useText(LENDER_TEXT);
  const translate = useTranslateMessage();
  const ownItems: MenuItem[] = [
    {
      title: text('coverage.title'),
      description: text('coverage.description'),
      href: routes.customerService.lenderRequests.coverage(),
      icon: IconShieldCheck,
      order: 20,
    },
  ];
  return (
    <MenuPage
      title={text('title')}
      intro={text('intro')}
      portalType="lender"
      // The described forms' cards are their descriptors' words (contracts/forms), said in the page's language.
      items={menuItems('lender', ownItems).map((item) => ({ ...item, title: translate(item.title), description: translate(item.description) }))}
      notice={<ImportantNotice>{lender('borrowerAuthorizationReminder')}</ImportantNotice>}
      footer={
        <Text c="dimmed">
          {text('policyholder.before')}{' '}
          <Anchor component={DsLink} href={routes.customerServicePage()} underline="always">
            {text('policyholder.link')}
          </Anchor>
          {text('policyholder.after')}
        </Text>
      }
    />
  );
}
