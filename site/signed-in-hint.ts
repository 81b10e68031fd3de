/**
 * A cookie scripts may read, holding no secret: only that this browser signed in to its customer account, so
 * the header can say "My account" rather than "Sign in", and pages ask the server who is signed in only then.
 * The session itself is an HttpOnly cookie. Here, with no imports, so the header's first download stays small.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Whether a Cookie header (document.cookie) carries the hint. */
export const hasSignedInHint = (cookies: string) => cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/** Sent on window when this page signs in or out, so what shows the hint reads it again. */
export const SIGNED_IN_HINT_CHANGED = 'signed-in-hint-changed';
