import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CALLBACK_WINDOWS, premiumText, type CallbackWindow, type TOffer } from '@contracts/quote-offers';
import type { TQuote } from '@contracts/quotes';
import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT } from '../../account/text';

/**
 * Confirms the person's choice of an offer, with a window for our call (or none). The server refuses an expired
 * offer or a second choice in words the person can act on.
 */
export function QuoteChoiceForm({
  quote,
  offer,
  onChosen,
  onCancel,
}: {
  quote: TQuote;
  offer: TOffer;
  onChosen: (quote: TQuote) => void;
  onCancel: () => void;
}) {
  const accountText = useText(ACCOUNT_TEXT);
  const [callbackWindow, setCallbackWindow] = useState<CallbackWindow>('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [offer.id]);

  const confirm = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await readAnswer(
        () => api.quotes.chooseOffer({ params: { id: quote.id }, body: { offerId: offer.id, callbackWindow }, quiet: true }),
        [200],
      );
      onChosen(answer.body);
    } catch (error) {
      setRefusal(error instanceof AnswerError ? error.message : accountText('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-choice">
      <Stack gap="md">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {offer.carrierName}, {premiumText(offer)}
        </Title>
        <Radio.Group label={CONTENT.callbackLabel} value={callbackWindow} onChange={(value) => setCallbackWindow(value as CallbackWindow)}>
          <Stack gap="xs" mt="xs">
            {CALLBACK_WINDOWS.map((window) => (
              <Radio key={window.value || 'none'} value={window.value} label={window.label} />
            ))}
          </Stack>
        </Radio.Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Text size="sm">We will not charge you anything until your policy is set up with you.</Text>
        <Group gap="sm">
          <Button loading={busy} onClick={() => void confirm()}>
            {CONTENT.confirmChoice}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {CONTENT.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
