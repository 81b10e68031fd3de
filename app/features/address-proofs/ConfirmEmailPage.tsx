import { Alert, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ADDRESS_PROOF_MESSAGES, type TConfirmAddressResponse } from '@contracts/address-proofs';
import { LINK_SECRET_PATTERN } from '@contracts/document-signing';
import { useFocusOnShow } from '@design-system/a11y/useFocusOnShow';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { api } from '../../api/client';
import { useBackToCustomerService } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { CONFIRM_EMAIL_TEXT } from './content';

function Confirmed({ answer }: { answer: TConfirmAddressResponse }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const text = useText(CONFIRM_EMAIL_TEXT);
  return (
    <Stack align="center" ta="center" gap="sm" data-testid="address-confirmed">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {text('confirmedTitle')}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>{text('confirmed', { address: answer.address })}</Text>
      <Text>{text('released', { count: answer.released })}</Text>
    </Stack>
  );
}

/** Refused: `final` when the link cannot work again (used or expired); otherwise Confirm can be tried again. */
type State = { name: 'asking' } | { name: 'confirmed'; answer: TConfirmAddressResponse } | { name: 'refused'; message: string; final: boolean };

/**
 * /confirm-email#{token}: where the link that proves an e-mail address leads. Opening it proves nothing (a
 * mail scanner opens links too); pressing Confirm does. The token rides in the fragment, which no request,
 * Referer or visit log carries.
 */
export function ConfirmEmailPage() {
  const text = useText(CONFIRM_EMAIL_TEXT);
  const translate = useTranslateMessage();
  const backToCustomerService = useBackToCustomerService();
  usePageTitle(text('title'));
  const token = useLocation().hash.slice(1);
  const [state, setState] = useState<State>({ name: 'asking' });
  const [busy, setBusy] = useState(false);
  const hasLink = LINK_SECRET_PATTERN.test(token);

  const confirm = async () => {
    setBusy(true);
    try {
      const response = await api.addressProofs.confirmAddress({ body: { token }, quiet: true });
      if (response.status === 200) setState({ name: 'confirmed', answer: response.body });
      else if (response.status === 410) setState({ name: 'refused', message: translate(ADDRESS_PROOF_MESSAGES.linkInvalid), final: true });
      else setState({ name: 'refused', message: text('failed'), final: false });
    } catch {
      setState({ name: 'refused', message: text('failed'), final: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader title={text('title')} eyebrow={text('eyebrow')} intro={text('intro')} back={backToCustomerService} size="sm" />
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {state.name === 'confirmed' ? (
            <Confirmed answer={state.answer} />
          ) : !hasLink ? (
            <Alert color="yellow" role="alert">
              {text('noLink')}
            </Alert>
          ) : (
            <Stack gap="md">
              <Text>{text('ask')}</Text>
              {state.name === 'refused' && (
                <Alert color="red" role="alert">
                  {state.message}
                </Alert>
              )}
              {!(state.name === 'refused' && state.final) && (
                <Button onClick={() => void confirm()} loading={busy} leftSection={<IconMailCheck size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                  {text('confirm')}
                </Button>
              )}
              <Text size="sm" c="dimmed">
                {text('notYou')}
              </Text>
            </Stack>
          )}
        </Paper>
      </Container>
    </>
  );
}
