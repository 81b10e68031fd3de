import { Alert, Button, Container, Paper, Stack } from '@mantine/core';
import { IconFileArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LINK_SECRET_PATTERN } from '@contracts/document-signing';
import { FORM_DRAFT_MESSAGES } from '@contracts/form-drafts';
import { browserStorage, draftStorageKey, draftStore } from '@design-system/FormShell/drafts/draft';
import { LinkAction } from '@design-system/LinkAction/LinkAction';
import { useText } from '@design-system/i18n/Locale';
import { useTranslateMessage } from '@design-system/i18n/useTranslateMessage';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { usePageTitle } from '../../layout/usePageTitle';
import { FINISH_FORM_TEXT } from './text';

/** Why the form cannot be opened: no link in the address, or a link the API says is spent. */
type Refusal = 'noLink' | 'linkInvalid';

/**
 * /finish-form#{token}: where the link to a form kept for later leads. Opening the page restores nothing (a
 * mail scanner opens links too); pressing Open my form fetches the answers once, puts them where the form's
 * shell keeps its draft in this browser (marked as from the link, so it is restored at once) and opens the form.
 */
export function FinishFormPage() {
  const text = useText(FINISH_FORM_TEXT);
  const translate = useTranslateMessage();
  usePageTitle(text('title'));
  const navigate = useNavigate();
  const token = useLocation().hash.slice(1);
  const [refused, setRefused] = useState<Refusal | undefined>(LINK_SECRET_PATTERN.test(token) ? undefined : 'noLink');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      const { body } = await readAnswer(() => api.formDrafts.openFormDraft({ body: { token }, quiet: true }), [200]);
      draftStore(browserStorage()).write(draftStorageKey(body.formId, body.portalType), { ...body.draft, timestamp: Date.now(), fromLink: true });
      navigate(body.formPath, { replace: true });
    } catch (error) {
      if (error instanceof AnswerError && error.status === 410) setRefused('linkInvalid');
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader size="sm" eyebrow={text('eyebrow')} title={text('title')} />
      <Container size="sm" py="xl">
        {refused ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md" align="flex-start">
              <Alert color="yellow" role="alert">
                {refused === 'noLink' ? text('noLink') : translate(FORM_DRAFT_MESSAGES.linkInvalid)}
              </Alert>
              <Button component="a" href={routes.customerServicePage()} variant="light">
                {text('startAgain')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <LinkAction
            question={text('ask')}
            actionLabel={text('open')}
            icon={<IconFileArrowRight size={18} aria-hidden />}
            onAction={() => void open()}
            busy={busy}
            error={failed ? text('failed') : undefined}
            note={text('notYou')}
          />
        )}
      </Container>
    </>
  );
}
