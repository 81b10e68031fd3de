import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCreditCard, IconEdit, IconFileAlert, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TLinkedPolicy } from '@contracts/account-policies';
import { summaryLanguage } from '@contracts/forms/summary-language';
import { useLocale, useText, useTexts } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import { telHref } from '../navigation/tel-href';
import { PolicyStatusBadge } from '../PolicyStatusBadge/PolicyStatusBadge';
import { POLICY_CARD_TEXT } from './text';

export type PolicyCardProps = {
  policy: TLinkedPolicy;
  /** Where a change to this policy is asked for (its number filled in), when the number is known. */
  changeHref?: string;
  /** A further action (take it off the account). */
  extra?: ReactNode;
};

/** The carrier's way to pay or to claim: its site when it has one, else its phone. */
function CarrierAction({ url, phone, label, carrier, icon }: { url: string; phone: string; label: string; carrier: string; icon: ReactNode }) {
  const text = useText(POLICY_CARD_TEXT);
  if (url) {
    return (
      <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="light" leftSection={icon}>
        {label}
        <VisuallyHidden>{text('withCarrier', { carrier })}</VisuallyHidden>
      </Button>
    );
  }
  if (!phone) return null;
  return (
    <Button component="a" href={telHref(phone)} variant="light" leftSection={<IconPhone size={16} aria-hidden />}>
      {text('byPhone', { action: label, phone })}
    </Button>
  );
}

/**
 * A policy the person linked to their account: its type, number, status, effective date and place, its
 * carrier with the directory's payment and claims actions, and a way to ask for a change to it.
 */
export function PolicyCard({ policy, changeHref, extra }: PolicyCardProps) {
  const text = useText(POLICY_CARD_TEXT);
  // The effective date as the page's language writes it: 11/30/2026, or 30 de noviembre de 2026.
  const { date } = summaryLanguage(useLocale(), useTexts());
  const id = `policy-${policy.id}`;
  const carrier = policy.carrier;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={`${id}-title`} data-testid="policy-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={`${id}-title`}>
              {text('title', { type: policy.policyType, number: policy.policyNumber })}
            </Title>
            <Text c="dimmed" size="sm">
              {text('effective', { date: date(policy.effectiveDate), city: policy.city, state: policy.state })}
            </Text>
          </div>
          <PolicyStatusBadge status={policy.status} />
        </Group>
        <Text>
          {text('carrier')} <strong>{policy.writingCompany}</strong>
          {carrier?.website && (
            <>
              {' · '}
              <Anchor href={carrier.website} target="_blank" rel="noopener noreferrer" underline="always">
                {text('website')}
                <VisuallyHidden>{text('websiteOf', { carrier: carrier.name })}</VisuallyHidden>
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
                label={text('pay')}
                carrier={carrier.name}
                icon={<IconCreditCard size={16} aria-hidden />}
              />
              <CarrierAction
                url={carrier.claimsUrl}
                phone={carrier.claimsPhone}
                label={text('claim')}
                carrier={carrier.name}
                icon={<IconFileAlert size={16} aria-hidden />}
              />
            </>
          )}
          {changeHref && (
            <Button component={DsLink} href={changeHref} leftSection={<IconEdit size={16} aria-hidden />}>
              {text('change')}
              <VisuallyHidden>{text('changeTo', { number: policy.policyNumber })}</VisuallyHidden>
            </Button>
          )}
          {extra}
        </Group>
      </Stack>
    </Paper>
  );
}
