import { useCallback, useRef, useState } from 'react';
import type { TRequestStatus, TRequestStatusQuery } from '@contracts/request-status';
import { api } from '../../api/client';

/**
 * Where a look-up stands. A failure's `message` is the server's (in the page's language, or in English, said
 * in it where it is shown); none means the page's own words for a look-up that could not be made.
 */
export type RequestStatusState =
  { status: 'idle' } | { status: 'loading' } | { status: 'found'; request: TRequestStatus } | { status: 'not-found' } | { status: 'error'; message?: string };

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;

/** Looks a request up by its two factors (POST /api/request-status); a later look-up wins over one in flight. */
export function useRequestStatus() {
  const [state, setState] = useState<RequestStatusState>({ status: 'idle' });
  const latest = useRef(0);
  const check = useCallback(async (query: Required<TRequestStatusQuery>) => {
    const call = (latest.current += 1);
    setState({ status: 'loading' });
    let next: RequestStatusState;
    try {
      const response = await api.requestStatus.findRequestStatus({ body: query, quiet: true });
      if (response.status === 200) next = { status: 'found', request: response.body };
      else if (response.status === 404) next = { status: 'not-found' };
      else next = { status: 'error', message: messageOf(response.body) };
    } catch {
      next = { status: 'error' };
    }
    if (call === latest.current) setState(next);
  }, []);
  return { state, check };
}
