import { Container, Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { CarrierListMode } from '@design-system/CarrierList/carrier';
import { CarrierList } from '@design-system/CarrierList/CarrierList';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { usePageTitle } from '../../../layout/usePageTitle';
import { BACK_TO_CUSTOMER_SERVICE } from '../../../content/portal-links';
import { useCarriers } from '../carrier-directory/useCarriers';

/** Seed 001 §2 "Older carrier services page": its own words, a taller list and +1 phone links. */
const CARRIER_SERVICES_TEXT = {
  title: 'Carrier Services',
  intro: 'Pay your premium or start a claim directly with your insurance carrier.',
  claimNote: 'Contact your agent or call the claims number to initiate a claim.',
  empty: 'No carriers found matching your search.',
} as const;

/** /carrier-services: the older carrier page, the same list as the directory with its own settings, in the customer portal's green. */
export function CarrierServicesPage() {
  usePageTitle(CARRIER_SERVICES_TEXT.title);
  const [mode, setMode] = useState<CarrierListMode>('payment');
  const { status, carriers, retry } = useCarriers();

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader size="md" title={CARRIER_SERVICES_TEXT.title} intro={CARRIER_SERVICES_TEXT.intro} back={BACK_TO_CUSTOMER_SERVICE} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs value={mode} onChange={(value) => value && setMode(value as CarrierListMode)} keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="payment" fw={600}>
                Make a Payment
              </Tabs.Tab>
              <Tabs.Tab value="claim" fw={600}>
                File a Claim
              </Tabs.Tab>
            </Tabs.List>
            {(['payment', 'claim'] as const).map((tab) => (
              <Tabs.Panel key={tab} value={tab}>
                <CarrierList
                  carriers={carriers}
                  mode={tab}
                  status={status}
                  onRetry={retry}
                  maxHeight={600}
                  telCountryCode
                  emptyText={() => CARRIER_SERVICES_TEXT.empty}
                  claimNote={CARRIER_SERVICES_TEXT.claimNote}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      </Container>
    </PortalTypeScope>
  );
}
