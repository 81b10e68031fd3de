/**
 * Who is signed in, shared by every page that asks (the account's pages, /dashboard, the header, the change
 * forms' contact step): read once from GET /api/account, then kept until sign-in or sign-out changes it.
 * The browser keeps no secret: the session is an HttpOnly cookie; this is only its answer.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { accountContract, type TAccount } from '@contracts/account';
import { hasSignedInHint, SIGNED_IN_HINT_CHANGED } from '@site/signed-in-hint';
import { clientFor } from '../api/contract-client';

export type AccountState = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; account: TAccount };

const accountApi = clientFor(accountContract);

const UNKNOWN: AccountState = { status: 'unknown' };
// In the browser, someone who never signed in is known to be signed out at once: their pages need not wait.
let state: AccountState = typeof document !== 'undefined' && !hasSignedInHint(document.cookie) ? { status: 'signed-out' } : UNKNOWN;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: AccountState) {
  state = next;
  listeners.forEach((listener) => listener());
  window.dispatchEvent(new Event(SIGNED_IN_HINT_CHANGED));
}

/** Asks the server who is signed in (once; `again` to ask anew). */
function loadAccount({ again = false } = {}): Promise<void> {
  if (loading && !again) return loading;
  // Only a browser that signed in (the hint) asks; everyone else is signed out without a request.
  if (!hasSignedInHint(document.cookie)) {
    set({ status: 'signed-out' });
    return (loading = Promise.resolve());
  }
  loading = accountApi
    .account({ quiet: true, unreported: true })
    .then((answer) => set(answer.status === 200 ? { status: 'signed-in', account: answer.body } : { status: 'signed-out' }))
    .catch(() => set({ status: 'signed-out' }));
  return loading;
}

export const signedIn = (account: TAccount) => set({ status: 'signed-in', account });
export const signedOut = () => set({ status: 'signed-out' });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The account state, loaded on first use; 'unknown' while loading (and when prerendered). */
export function useAccount(): AccountState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
  useEffect(() => void loadAccount(), []);
  return current;
}
