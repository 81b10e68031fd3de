import { Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TAccount } from '@contracts/account';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { useAccount } from '../../account/account-store';
import { ACCOUNT_TEXT } from '../../account/text';
import { useText } from '@design-system/i18n/Locale';
import { usePageTitle } from '../../layout/usePageTitle';
import { SignInSection } from './SignInSection';

/** An account page for the signed-in person (their requests, their policies); anyone else is asked to sign in there. */
export function SignedInFrame({ title, intro, children }: { title: string; intro: string; children: (account: TAccount) => ReactNode }) {
  const text = useText(ACCOUNT_TEXT);
  usePageTitle(title);
  const state = useAccount();
  return (
    <>
      <PortalPageHeader size="md" eyebrow={text('eyebrow')} title={title} intro={intro} back={{ href: routes.account(), label: text('title') }} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        {state.status === 'unknown' && <Loader role="progressbar" aria-label={text('loading')} />}
        {state.status === 'signed-out' && <SignInSection />}
        {state.status === 'signed-in' && children(state.account)}
      </Container>
    </>
  );
}
