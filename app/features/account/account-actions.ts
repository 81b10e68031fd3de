/** What the account's pages ask the server, through the one data layer (read-answer.ts). */
import { startAuthentication, startRegistration, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { SendLinkOutcome } from '@design-system/Account/SignInPanel';
import { api } from '../../api/client';
import { AnswerError, readAnswer } from '../../api/read-answer';
import { signedIn, signedOut } from '../../account/account-store';
import type { Translate } from '@site/i18n/catalogue';
import type { ACCOUNT_TEXT } from '../../account/text';

/** The account's words in the page's language (useText(ACCOUNT_TEXT)), for what the actions say themselves. */
type AccountText = Translate<keyof (typeof ACCOUNT_TEXT)['en'] & string>;

const failureOf = (error: unknown, text: AccountText) =>
  error instanceof AnswerError ? (Object.values(error.errors)[0]?.[0] ?? error.message) : text('failed');

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

export async function sendSignInLink(email: string, text: AccountText): Promise<SendLinkOutcome> {
  try {
    const answer = await readAnswer(() => api.account.requestSignInLink({ body: { email }, quiet: true }), [202]);
    return { sent: answer.body.message };
  } catch (error) {
    return { error: failureOf(error, text) };
  }
}

/** Signs in with a passkey of this device; why not, or undefined once signed in. */
export async function signInWithPasskey(text: AccountText): Promise<string | undefined> {
  try {
    const options = await readAnswer(() => api.account.passkeySignInOptions({ quiet: true }), [200]);
    let response;
    try {
      response = await startAuthentication({ optionsJSON: options.body as never });
    } catch {
      return text('passkeyCancelled');
    }
    const answer = await readAnswer(() => api.account.signInWithPasskey({ body: { response: response as never }, quiet: true }), [200]);
    signedIn(answer.body);
    return undefined;
  } catch (error) {
    return failureOf(error, text);
  }
}

/** Makes a passkey on this device for the signed-in person; why not, or undefined once added. */
export async function addPasskey(name: string, text: AccountText): Promise<string | undefined> {
  try {
    const options = await readAnswer(() => api.account.passkeyOptions({ quiet: true }), [200]);
    let response;
    try {
      response = await startRegistration({ optionsJSON: options.body as never });
    } catch {
      return text('passkeyNotCreated');
    }
    await readAnswer(() => api.account.addPasskey({ body: { name, response: response as never }, quiet: true }), [201]);
    return undefined;
  } catch (error) {
    return failureOf(error, text);
  }
}

/** Seed 001 §4: sign-out clears the session and the profile (the caller then goes to /). */
export async function signOut(): Promise<void> {
  await readAnswer(() => api.account.signOut({ quiet: true }), [204]).catch(() => undefined);
  signedOut();
}
