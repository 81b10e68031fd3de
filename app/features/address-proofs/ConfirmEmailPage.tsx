import { Alert, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { TConfirmAddressResponse } from '@contracts/address-proofs';
import { LINK_SECRET_PATTERN } from '@contracts/document-signing';
import { useFocusOnShow } from '@design-system/a11y/useFocusOnShow';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { api } from '../../api/client';
import { BACK_TO_CUSTOMER_SERVICE } from '../../content/portal-links';
import { usePageTitle } from '../../layout/usePageTitle';
import { CONFIRM_EMAIL_CONTENT as CONTENT } from './content';

function Confirmed({ answer }: { answer: TConfirmAddressResponse }) {
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Stack align="center" ta="center" gap="sm" data-testid="address-confirmed">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={34} />
      </ThemeIcon>
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {CONTENT.confirmedTitle}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>{CONTENT.confirmed(answer.address)}</Text>
      <Text>{CONTENT.released(answer.released)}</Text>
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
  usePageTitle(CONTENT.title);
  const token = useLocation().hash.slice(1);
  const [state, setState] = useState<State>({ name: 'asking' });
  const [busy, setBusy] = useState(false);
  const hasLink = LINK_SECRET_PATTERN.test(token);

  const confirm = async () => {
    setBusy(true);
    try {
      const response = await api.addressProofs.confirmAddress({ body: { token }, quiet: true });
      if (response.status === 200) setState({ name: 'confirmed', answer: response.body });
      else if (response.status === 410) setState({ name: 'refused', message: CONTENT.linkInvalid, final: true });
      else setState({ name: 'refused', message: CONTENT.failed, final: false });
    } catch {
      setState({ name: 'refused', message: CONTENT.failed, final: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader title={CONTENT.title} eyebrow={CONTENT.eyebrow} intro={CONTENT.intro} back={BACK_TO_CUSTOMER_SERVICE} size="sm" />
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {state.name === 'confirmed' ? (
            <Confirmed answer={state.answer} />
          ) : !hasLink ? (
            <Alert color="yellow" role="alert">
              {CONTENT.noLink}
            </Alert>
          ) : (
            <Stack gap="md">
              <Text>{CONTENT.ask}</Text>
              {state.name === 'refused' && (
                <Alert color="red" role="alert">
                  {state.message}
                </Alert>
              )}
              {!(state.name === 'refused' && state.final) && (
                <Button onClick={() => void confirm()} loading={busy} leftSection={<IconMailCheck size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
                  {CONTENT.confirm}
                </Button>
              )}
              <Text size="sm" c="dimmed">
                {CONTENT.notYou}
              </Text>
            </Stack>
          )}
        </Paper>
      </Container>
    </>
  );
}
