import { Alert, Button, Container, Paper, Stack } from '@mantine/core';
import { IconFileArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LINK_SECRET_PATTERN } from '@contracts/document-signing';
import { FORM_DRAFT_MESSAGES } from '@contracts/form-drafts';
import { browserStorage, draftStorageKey, draftStore } from '@design-system/FormShell/drafts/draft';
import { LinkAction } from '@design-system/LinkAction/LinkAction';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { usePageTitle } from '../../layout/usePageTitle';

const CONTENT = {
  title: 'Finish your form',
  eyebrow: 'Customer Service',
  ask: 'Press Open my form to carry on where you left off, on this device. The link works once.',
  open: 'Open my form',
  noLink: 'This page needs the link from our e-mail. Open it with the link in the e-mail we sent you.',
  failed: 'We could not open your form just now. Please try again.',
  startAgain: 'Go to Customer Service',
  notYou: 'If you did not start a form with us, close this page.',
} as const;

/**
 * /finish-form#{token}: where the link to a form kept for later leads. Opening the page restores nothing (a
 * mail scanner opens links too); pressing Open my form fetches the answers once, puts them where the form's
 * shell keeps its draft in this browser (marked as from the link, so it is restored at once) and opens the form.
 */
export function FinishFormPage() {
  usePageTitle(CONTENT.title);
  const navigate = useNavigate();
  const token = useLocation().hash.slice(1);
  const [refused, setRefused] = useState<string | undefined>(LINK_SECRET_PATTERN.test(token) ? undefined : CONTENT.noLink);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      const { body } = await readAnswer(() => api.formDrafts.openFormDraft({ body: { token }, quiet: true }), [200]);
      draftStore(browserStorage()).write(draftStorageKey(body.formId, body.portalType), { ...body.draft, timestamp: Date.now(), fromLink: true });
      navigate(body.formPath, { replace: true });
    } catch (error) {
      if (error instanceof AnswerError && error.status === 410) setRefused(FORM_DRAFT_MESSAGES.linkInvalid);
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader size="sm" eyebrow={CONTENT.eyebrow} title={CONTENT.title} />
      <Container size="sm" py="xl">
        {refused ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md" align="flex-start">
              <Alert color="yellow" role="alert">
                {refused}
              </Alert>
              <Button component="a" href={routes.customerServicePage()} variant="light">
                {CONTENT.startAgain}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <LinkAction
            question={CONTENT.ask}
            actionLabel={CONTENT.open}
            icon={<IconFileArrowRight size={18} aria-hidden />}
            onAction={() => void open()}
            busy={busy}
            error={failed ? CONTENT.failed : undefined}
            note={CONTENT.notYou}
          />
        )}
      </Container>
    </>
  );
}
