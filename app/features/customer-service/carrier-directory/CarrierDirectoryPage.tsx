import { Container, Paper, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CarrierListMode } from '@design-system/CarrierList/carrier';
import { CarrierList } from '@design-system/CarrierList/CarrierList';
import { ClaimsEducationDialog } from '@design-system/ClaimsEducationDialog/ClaimsEducationDialog';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { usePageTitle } from '../../../layout/usePageTitle';
import { routes } from '@site/paths';
import { BACK_TO_CUSTOMER_SERVICE } from '../../../content/portal-links';
import { customerTypeFrom, isCarrierDirectoryType } from './directory-params';
import { useCarriers } from './useCarriers';

const MODES: { value: CarrierListMode; label: string }[] = [
  { value: 'payment', label: 'Make a Payment' },
  { value: 'claim', label: 'File a Claim' },
];

const INTRO: Record<CarrierListMode, string> = {
  payment: 'Premiums are paid to your insurance carrier. Find yours for its payment page, billing line and overnight payment address.',
  claim: 'Claims are filed with your insurance carrier. Find yours for its claims page and claims line. Call 911 first if anyone is hurt.',
};

/** Seed 001 §2 "Carrier directory" (/customerservice/carrier-directory/{payment|claim}?customerType=). */
export function CarrierDirectoryPage() {
  const { directoryType } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const customerType = customerTypeFrom(searchParams);
  const initialMode: CarrierListMode = isCarrierDirectoryType(directoryType) ? directoryType : 'payment';
  const [mode, setMode] = useState<CarrierListMode>(initialMode);
  // Seed 001 §2: the claims education dialog is for a visit that starts on claims, and it must be acknowledged.
  const [educationOpen, setEducationOpen] = useState(initialMode === 'claim');
  const { status, carriers, retry } = useCarriers();
  const title = mode === 'payment' ? 'Make a Payment' : 'File a Claim';
  usePageTitle(`${title} - Carrier Directory`);

  const changeMode = (value: string) => {
    const next = value as CarrierListMode;
    setMode(next);
    // The address follows the mode, so it can be shared and reloaded.
    navigate(routes.customerService.carrierDirectory(next, customerType === 'lender' ? 'lender' : undefined), { replace: true });
  };

  return (
    <PortalTypeScope portalType={customerType}>
      <PortalPageHeader size="md" title={title} intro={INTRO[mode]} back={BACK_TO_CUSTOMER_SERVICE}>
        <SegmentedControl
          data={MODES}
          value={mode}
          onChange={changeMode}
          size="md"
          aria-label="What do you need to do?"
          color="var(--mantine-primary-color-filled)"
        />
      </PortalPageHeader>
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <CarrierList carriers={carriers} mode={mode} status={status} onRetry={retry} maxHeight={400} />
        </Paper>
      </Container>
      <ClaimsEducationDialog opened={educationOpen} onAcknowledge={() => setEducationOpen(false)} />
    </PortalTypeScope>
  );
}
