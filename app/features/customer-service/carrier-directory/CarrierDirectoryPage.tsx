import { Container, Paper, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CarrierListMode } from '@design-system/CarrierList/carrier';
import { CarrierList } from '@design-system/CarrierList/CarrierList';
import { ClaimsEducationDialog } from '@design-system/ClaimsEducationDialog/ClaimsEducationDialog';
import { useText } from '@design-system/i18n/Locale';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { usePageTitle } from '../../../layout/usePageTitle';
import { routes } from '@site/paths';
import { useBackToCustomerService } from '../../../content/portal-links';
import classes from './CarrierDirectoryPage.module.css';
import { customerTypeFrom, isCarrierDirectoryType } from './directory-params';
import { CARRIER_DIRECTORY_TEXT } from './text';
import { useCarriers } from './useCarriers';

const MODES: CarrierListMode[] = ['payment', 'claim'];

/** Seed 001 §2 "Carrier directory" (/customerservice/carrier-directory/{payment|claim}?customerType=). */
export function CarrierDirectoryPage() {
  const text = useText(CARRIER_DIRECTORY_TEXT);
  const backToCustomerService = useBackToCustomerService();
  const { directoryType } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const customerType = customerTypeFrom(searchParams);
  const initialMode: CarrierListMode = isCarrierDirectoryType(directoryType) ? directoryType : 'payment';
  const [mode, setMode] = useState<CarrierListMode>(initialMode);
  // Seed 001 §2: the claims education dialog is for a visit that starts on claims, and it must be acknowledged.
  const [educationOpen, setEducationOpen] = useState(initialMode === 'claim');
  const { status, carriers, retry } = useCarriers();
  const title = text(`mode.${mode}`);
  usePageTitle(text('pageTitle', { title }));

  const changeMode = (value: string) => {
    const next = value as CarrierListMode;
    setMode(next);
    // The address follows the mode, so it can be shared and reloaded.
    navigate(routes.customerService.carrierDirectory(next, customerType === 'lender' ? 'lender' : undefined), { replace: true });
  };

  return (
    <PortalTypeScope portalType={customerType}>
      <PortalPageHeader size="md" title={title} intro={text(`intro.${mode}`)} back={backToCustomerService}>
        <SegmentedControl
          data={MODES.map((value) => ({ value, label: text(`mode.${value}`) }))}
          value={mode}
          onChange={changeMode}
          size="md"
          aria-label={text('modes')}
          color="var(--mantine-primary-color-filled)"
          classNames={{ root: classes.modes, label: classes.modeLabel }}
        />
      </PortalPageHeader>
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <CarrierList
            carriers={carriers}
            mode={mode}
            status={status}
            onRetry={retry}
            maxHeight={400}
            emptyText={(search) => (search.trim() ? text('noMatch', { search: search.trim() }) : text('noneAvailable'))}
          />
        </Paper>
      </Container>
      <ClaimsEducationDialog opened={educationOpen} onAcknowledge={() => setEducationOpen(false)} />
    </PortalTypeScope>
  );
}
