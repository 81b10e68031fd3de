import { vi } from 'vitest';

/** Stands in for the API as a page finds it with nobody signed in and no maintenance: 401 for the account, {} for anything else. */
export function stubApiSignedOut(): void {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://page').pathname;
    return new Response(JSON.stringify(path === '/api/account' ? { message: 'Please sign in to see your account.' } : {}), {
      status: path === '/api/account' ? 401 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}
