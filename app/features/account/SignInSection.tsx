import { SignInPanel } from '@design-system/Account/SignInPanel';
import { useText } from '@design-system/i18n/Locale';
import { ACCOUNT_TEXT } from '../../account/text';
import { passkeysSupported, sendSignInLink, signInWithPasskey } from './account-actions';

/** The sign-in panel as the account's pages show it to someone not signed in. */
export function SignInSection({ notice }: { notice?: string }) {
  const text = useText(ACCOUNT_TEXT);
  return (
    <SignInPanel
      onSendLink={(email) => sendSignInLink(email, text)}
      onPasskey={passkeysSupported() ? () => signInWithPasskey(text) : undefined}
      notice={notice}
    />
  );
}
