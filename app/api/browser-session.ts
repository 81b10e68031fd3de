/**
 * Seed 001 §3 and §6: the browser's session identifier, made per page session from the time plus a random
 * string and never stored. Uploads send it (X-Session-ID); the signing link and live events of a document
 * are given only to the session that uploaded it, so it must not be guessable: 24 random bytes.
 */
let sessionId: string | undefined;

export function browserSessionId(): string {
  if (!sessionId) {
    const random = crypto.getRandomValues(new Uint8Array(24));
    const text = btoa(String.fromCharCode(...random))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    sessionId = `${Date.now().toString(36)}-${text}`;
  }
  return sessionId;
}

export const SESSION_HEADER = 'x-session-id';
