import { Container, Loader, Stack } from '@mantine/core';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { usePageTitle } from '../../layout/usePageTitle';
import { useAccount } from '../../account/account-store';
import { ACCOUNT_CONTENT as CONTENT } from '../../account/content';
import { MyRequests } from '../../account/MyRequests';
import { SignInSection } from './SignInSection';

/** /account/requests: the signed-in person's requests; anyone else is asked to sign in. */
export function MyRequestsPage() {
  usePageTitle(CONTENT.myRequests);
  const state = useAccount();
  return (
    <>
      <PortalPageHeader
        size="md"
        eyebrow={CONTENT.eyebrow}
        title={CONTENT.myRequests}
        intro={CONTENT.myRequestsIntro}
        back={{ href: routes.account(), label: CONTENT.title }}
      />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          {state.status === 'unknown' && <Loader aria-label="Loading" />}
          {state.status === 'signed-out' && <SignInSection />}
          {state.status === 'signed-in' && <MyRequests account={state.account} />}
        </Stack>
      </Container>
    </>
  );
}
