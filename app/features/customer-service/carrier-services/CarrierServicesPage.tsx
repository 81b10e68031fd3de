import { Container, Paper, Tabs } from '@mantine/core';
import { useState } from 'react';
import type { CarrierListMode } from '@design-system/CarrierList/carrier';
import { CarrierList } from '@design-system/CarrierList/CarrierList';
import { useText } from '@design-system/i18n/Locale';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { usePageTitle } from '../../../layout/usePageTitle';
import { useBackToCustomerService } from '../../../content/portal-links';
import { useCarriers } from '../carrier-directory/useCarriers';
import classes from './CarrierServicesPage.module.css';
import { CARRIER_SERVICES_TEXT } from './text';

const TABS: CarrierListMode[] = ['payment', 'claim'];

/** /carrier-services: the older carrier page, the same list as the directory with its own settings, in the customer portal's green. */
export function CarrierServicesPage() {
  const text = useText(CARRIER_SERVICES_TEXT);
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  const [mode, setMode] = useState<CarrierListMode>('payment');
  const { status, carriers, retry } = useCarriers();

  return (
    <PortalTypeScope portalType="customer">
      <PortalPageHeader size="md" title={text('title')} intro={text('intro')} back={backToCustomerService} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs
            value={mode}
            onChange={(value) => value && setMode(value as CarrierListMode)}
            keepMounted={false}
            classNames={{ list: classes.list, tab: classes.tab }}
          >
            <Tabs.List grow mb="md">
              {TABS.map((tab) => (
                <Tabs.Tab key={tab} value={tab} fw={600}>
                  {text(`tab.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Panel key={tab} value={tab}>
                <CarrierList
                  carriers={carriers}
                  mode={tab}
                  status={status}
                  onRetry={retry}
                  maxHeight={600}
                  telCountryCode
                  emptyText={() => text('empty')}
                  claimNote={text('claimNote')}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      </Container>
    </PortalTypeScope>
  );
}
