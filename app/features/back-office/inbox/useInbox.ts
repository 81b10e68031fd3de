import { useEffect, useState } from 'react';
import type { TInboxPage, TInboxQuery } from '@contracts/admin/submissions';
import { api } from '../../../api/client';

export type InboxState = { status: 'loading'; page?: TInboxPage } | { status: 'loaded'; page: TInboxPage } | { status: 'failed'; message: string };

/** The inbox page for a query, asked of the server again whenever the query changes (the last answer kept meanwhile). */
export function useInbox(query: TInboxQuery): InboxState {
  const [state, setState] = useState<InboxState>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', page: previous.status === 'failed' ? undefined : previous.page }));
    void api.submissions
      .listInbox({ query: JSON.parse(key) as TInboxQuery, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (!current) return;
        if (response?.status === 200) setState({ status: 'loaded', page: response.body });
        else
          setState({
            status: 'failed',
            message: (response?.body as { message?: string } | undefined)?.message ?? 'The inbox could not be loaded. Please try again.',
          });
      });
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
