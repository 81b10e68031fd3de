import { Container } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LINK_SECRET_PATTERN } from '@contracts/document-signing';
import { LinkAction } from '@design-system/LinkAction/LinkAction';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { usePageTitle } from '../../layout/usePageTitle';
import { signedIn } from '../../account/account-store';
import { ACCOUNT_TEXT } from '../../account/text';
import { useText } from '@design-system/i18n/Locale';
import { SignInSection } from './SignInSection';

/**
 * /account/sign-in#{token}: where the e-mailed sign-in link leads. Opening it signs nobody in (a mail scanner
 * opens links too); pressing Sign in does, on this device. The token rides in the fragment, which no request,
 * Referer or visit log carries. A used or expired link says so and offers a new one.
 */
export function SignInLinkPage() {
  const text = useText(ACCOUNT_TEXT);
  usePageTitle(text('linkTitle'));
  const navigate = useNavigate();
  const token = useLocation().hash.slice(1);
  const [refused, setRefused] = useState<string | undefined>(LINK_SECRET_PATTERN.test(token) ? undefined : text('noLink'));
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const signIn = async () => {
    setBusy(true);
    try {
      const answer = await readAnswer(() => api.account.signInWithLink({ body: { token }, quiet: true }), [200]);
      signedIn(answer.body);
      navigate(routes.account.requests(), { replace: true });
    } catch (error) {
      if (error instanceof AnswerError && error.status === 410) setRefused(text('linkInvalid'));
      else setFailed(true);
      setBusy(false);
    }
  };

  return (
    <>
      <PortalPageHeader size="sm" eyebrow={text('eyebrow')} title={text('linkTitle')} />
      <Container size="sm" py="xl">
        {refused ? (
          <SignInSection notice={refused} />
        ) : (
          <LinkAction
            question={text('linkAsk')}
            actionLabel={text('linkSignIn')}
            icon={<IconLogin size={18} aria-hidden />}
            onAction={() => void signIn()}
            busy={busy}
            error={failed ? text('failed') : undefined}
            note={text('linkNotYou')}
          />
        )}
      </Container>
    </>
  );
}
