import { Container, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LinkCard, type LinkCardProps } from '@design-system/LinkCard/LinkCard';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import type { PortalType } from '@design-system/theme/theme';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { usePageTitle } from '../../../layout/usePageTitle';
import { useBackToCustomerService } from '../../../content/portal-links';

type MenuPageProps = {
  title: string;
  intro: string;
  portalType: Extract<PortalType, 'customer' | 'lender'>;
  items: LinkCardProps[];
  /** Shown above the cards (the lender reminder). */
  notice?: ReactNode;
  /** Shown below the cards. */
  footer?: ReactNode;
};

/** A request menu: a list of link cards, each to a form, in the portal's colour. */
export function MenuPage({ title, intro, portalType, items, notice, footer }: MenuPageProps) {
  const back = useBackToCustomerService();
  usePageTitle(title);
  return (
    <PortalTypeScope portalType={portalType}>
      <PortalPageHeader title={title} intro={intro} back={back} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          {notice}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.href}>
                <LinkCard {...item} />
              </li>
            ))}
          </SimpleGrid>
          {footer}
        </Stack>
      </Container>
    </PortalTypeScope>
  );
}
