import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CALLBACK_WINDOWS, type CallbackWindow, type TOffer } from '@contracts/quote-offers';
import type { TQuote } from '@contracts/quotes';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { useLocale, useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { OFFERS_TEXT, premiumIn } from '@design-system/Offers/text';
import { ACCOUNT_TEXT, MY_QUOTES_TEXT } from '../../account/text';

/**
 * Confirms the person's choice of an offer, with a window for our call (or none). The server refuses an expired
 * offer or a second choice in words the person can act on (in the page's language, as every answer).
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
  const text = useText(MY_QUOTES_TEXT);
  const offersText = useText(OFFERS_TEXT);
  const locale = useLocale();
  const say = useTranslateMessage();
  const [callbackWindow, setCallbackWindow] = useState<CallbackWindow>('');
  const [busy, setBusy] = useState(false);
  // The server's words (said in the page's language when shown), or 'failed' when it gave none.
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
      setRefusal(error instanceof AnswerError ? error.message : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-choice">
      <Stack gap="md">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {offer.carrierName}, {premiumIn(offer, offersText, locale)}
        </Title>
        <Radio.Group label={text('callbackLabel')} value={callbackWindow} onChange={(value) => setCallbackWindow(value as CallbackWindow)}>
          <Stack gap="xs" mt="xs">
            {CALLBACK_WINDOWS.map((window) => (
              <Radio key={window.value || 'none'} value={window.value} label={say(window.label)} />
            ))}
          </Stack>
        </Radio.Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal === 'failed' ? accountText('failed') : say(refusal)}
          </Alert>
        )}
        <Text size="sm">{text('noCharge')}</Text>
        <Group gap="sm">
          <Button loading={busy} onClick={() => void confirm()}>
            {text('confirmChoice')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {text('cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
