import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconEdit, IconFileAlert, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TLinkedPolicy } from '@contracts/account-policies';
import { formatDateForDisplay } from '@contracts/dates';
import { DsLink } from '../navigation/LinkContext';
import { telHref } from '../navigation/tel-href';
import { PolicyStatusBadge } from '../PolicyStatusBadge/PolicyStatusBadge';

export type PolicyCardProps = {
  policy: TLinkedPolicy;
  /** Where a change to this policy is asked for (its number filled in), when the number is known. */
  changeHref?: string;
  /** A further action (take it off the account). */
  extra?: ReactNode;
};

/** The carrier's way to pay or to claim: its site when it has one, else its phone. */
function CarrierAction({ url, phone, label, carrier, icon }: { url: string; phone: string; label: string; carrier: string; icon: ReactNode }) {
  if (url) {
    return (
      <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="light" leftSection={icon}>
        {label}
        <VisuallyHidden> with {carrier} (opens in a new tab)</VisuallyHidden>
      </Button>
    );
  }
  if (!phone) return null;
  return (
    <Button component="a" href={telHref(phone)} variant="light" leftSection={<IconPhone size={16} aria-hidden />}>
      {label}: {phone}
    </Button>
  );
}

/**
 * A policy the person linked to their account: its type, number, status, effective date and place, its
 * carrier with the directory's payment and claims actions, and a way to ask for a change to it.
 */
export function PolicyCard({ policy, changeHref, extra }: PolicyCardProps) {
  const id = `policy-${policy.id}`;
  const carrier = policy.carrier;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={`${id}-title`} data-testid="policy-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={`${id}-title`}>
              {policy.policyType} policy {policy.policyNumber}
            </Title>
            <Text c="dimmed" size="sm">
              Effective {formatDateForDisplay(policy.effectiveDate)} · {policy.city}, {policy.state}
            </Text>
          </div>
          <PolicyStatusBadge status={policy.status} />
        </Group>
        <Text>
          Carrier: <strong>{policy.writingCompany}</strong>
          {carrier?.website && (
            <>
              {' · '}
              <Anchor href={carrier.website} target="_blank" rel="noopener noreferrer" underline="always">
                Website<VisuallyHidden> of {carrier.name} (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </>
          )}
        </Text>
        <Group gap="sm">
          {carrier && (
            <>
              <CarrierAction
                url={carrier.paymentUrl}
                phone={carrier.billingPhone}
                label="Make a Payment"
                carrier={carrier.name}
                icon={<IconCreditCard size={16} aria-hidden />}
              />
              <CarrierAction
                url={carrier.claimsUrl}
                phone={carrier.claimsPhone}
                label="File a Claim"
                carrier={carrier.name}
                icon={<IconFileAlert size={16} aria-hidden />}
              />
            </>
          )}
          {changeHref && (
            <Button component={DsLink} href={changeHref} leftSection={<IconEdit size={16} aria-hidden />}>
              Request a change<VisuallyHidden> to policy {policy.policyNumber}</VisuallyHidden>
            </Button>
          )}
          {extra}
        </Group>
      </Stack>
    </Paper>
  );
}
