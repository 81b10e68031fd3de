import { SignInPanel } from '@design-system/Account/SignInPanel';
import { passkeysSupported, sendSignInLink, signInWithPasskey } from './account-actions';

/** The sign-in panel as the account's pages show it to someone not signed in. */
export function SignInSection({ notice }: { notice?: string }) {
  return <SignInPanel onSendLink={sendSignInLink} onPasskey={passkeysSupported() ? signInWithPasskey : undefined} notice={notice} />;
}
