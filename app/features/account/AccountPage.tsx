import { Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconListDetails, IconLogout, IconReceipt, IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { fullNameOf, type TAccount } from '@contracts/account';
import { AccountAvatar } from '@design-system/Account/AccountAvatar';
import { DsLink } from '@design-system/navigation/LinkContext';
import { PortalPageHeader } from '@design-system/PortalPageHeader/PortalPageHeader';
import { routes } from '@site/paths';
import { usePageTitle } from '../../layout/usePageTitle';
import { signOut } from './account-actions';
import { useAccount } from '../../account/account-store';
import { ACCOUNT_TEXT } from '../../account/text';
import { useText } from '@design-system/i18n/Locale';
import { PasskeysSection } from './PasskeysSection';
import { ProfileForm } from './ProfileForm';
import { SignInSection } from './SignInSection';

function AccountHome({ account }: { account: TAccount }) {
  const text = useText(ACCOUNT_TEXT);
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="md">
          <Group gap="md" wrap="nowrap">
            <AccountAvatar firstName={account.firstName} lastName={account.lastName} email={account.email} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="account-name">
                {fullNameOf(account)}
              </Text>
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {text('signedInAs', { email: account.email })}
              </Text>
            </div>
          </Group>
          <Group gap="sm">
            <Button component={DsLink} href={routes.account.requests()} leftSection={<IconListDetails size={18} aria-hidden />}>
              {text('myRequests')}
            </Button>
            <Button component={DsLink} href={routes.account.quotes()} variant="light" leftSection={<IconReceipt size={18} aria-hidden />}>
              {text('myQuotes')}
            </Button>
            <Button component={DsLink} href={routes.account.policies()} variant="light" leftSection={<IconShieldCheck size={18} aria-hidden />}>
              {text('myPolicies')}
            </Button>
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut().then(() => navigate(routes.home()))}>
              {text('signOut')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ProfileForm account={account} />
      <PasskeysSection />
    </Stack>
  );
}

/** /account: sign-in for someone not signed in; the account's home (profile, passkeys, sign out) for the person signed in. */
export function AccountPage() {
  const text = useText(ACCOUNT_TEXT);
  const state = useAccount();
  // A greeting by first name; an address (all there may be of a name) is too long for a heading on a phone.
  const title =
    state.status === 'signed-in' && state.account.firstName
      ? text('greeting', { name: state.account.firstName })
      : state.status === 'signed-out'
        ? text('signInTitle')
        : text('title');
  usePageTitle(state.status === 'signed-out' ? text('signInTitle') : text('title'));
  return (
    <>
      <PortalPageHeader size="md" eyebrow={text('eyebrow')} title={title} intro={state.status === 'signed-out' ? text('signInIntro') : undefined} />
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        {state.status === 'unknown' && <Loader role="progressbar" aria-label={text('loading')} />}
        {state.status === 'signed-out' && <SignInSection />}
        {state.status === 'signed-in' && <AccountHome account={state.account} />}
      </Container>
    </>
  );
}
