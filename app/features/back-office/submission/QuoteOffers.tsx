import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import type { TSubmissionDetail } from '@contracts/back-office/submissions';
import { callbackWindowLabel } from '@contracts/quote-offers';
import { OfferCard } from '@design-system/Offers/OfferCard';
import { api } from '../../../api/client';
import { agencyDateTime } from '../format';
import { AddOfferForm } from './AddOfferForm';

/**
 * A quote request's offers on its back-office page: those sent and those being prepared, the person's choice,
 * the form for another, and Send, which e-mails the person a link to compare them (no prices in the mail).
 */
/** Mantine's green title is 3.8:1 on its own background: the text colour keeps AA contrast. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

export function QuoteOffers({ detail, onChanged }: { detail: TSubmissionDetail; onChanged: (detail: TSubmissionDetail) => void }) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const unsent = detail.offers.filter((offer) => offer.sentAt === null).length;
  const chosen = detail.offerChoice && detail.offers.find((offer) => offer.id === detail.offerChoice?.offerId);

  const send = async () => {
    setSending(true);
    setProblem(undefined);
    const answer = await api.quoteOffers.sendOffers({ params: { referenceNumber: detail.item.referenceNumber }, quiet: true }).catch(() => null);
    setSending(false);
    if (answer?.status === 200) onChanged(answer.body);
    else setProblem((answer?.body as { message?: string } | undefined)?.message ?? 'The offers could not be sent. Please try again.');
  };

  return (
    <Stack gap="md">
      {chosen && detail.offerChoice && (
        <Alert color="green" title={`The customer chose ${chosen.carrierName}`} styles={READABLE_TITLE} data-testid="staff-offer-choice">
          {agencyDateTime(detail.offerChoice.chosenAt)} · Call:{' '}
          {detail.offerChoice.callbackWindow ? callbackWindowLabel(detail.offerChoice.callbackWindow) : 'no call needed'}
        </Alert>
      )}
      {detail.offers.length === 0 && <Text c="dimmed">No offers yet.</Text>}
      {detail.offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          chosen={detail.offerChoice?.offerId === offer.id}
          action={
            <Badge variant="light" color={offer.sentAt ? 'green' : 'gray'} c="dark">
              {offer.sentAt ? `Sent ${agencyDateTime(offer.sentAt)}` : 'Not sent yet'}
            </Badge>
          }
        />
      ))}
      {problem && <Alert color="red" role="alert" title={problem} />}
      {unsent > 0 && (
        <Button leftSection={<IconSend size={16} aria-hidden />} loading={sending} onClick={() => void send()}>
          {`Send ${unsent} offer${unsent === 1 ? '' : 's'} to ${detail.item.email}`}
        </Button>
      )}
      {/* A fresh form after each offer added. */}
      <AddOfferForm key={detail.offers.length} detail={detail} onAdded={onChanged} />
    </Stack>
  );
}
