import { useEffect, useState } from 'react';
import type { TCallbackList, TCallbacksQuery } from '@contracts/admin/callbacks';
import { api } from '../../../api/client';

export type CallbacksState = { status: 'loading'; list?: TCallbackList } | { status: 'loaded'; list: TCallbackList } | { status: 'failed'; message: string };

const FAILED = 'The callbacks could not be loaded. Please try again.';

/** The win-back callbacks, asked of the server again when the choice of open or all changes. */
export function useCallbacks(include: NonNullable<TCallbacksQuery['include']>): CallbacksState {
  const [state, setState] = useState<CallbacksState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', list: previous.status === 'failed' ? undefined : previous.list }));
    void api.callbacks
      .listCallbacks({ query: { include }, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (!current) return;
        if (response?.status === 200) setState({ status: 'loaded', list: response.body });
        else setState({ status: 'failed', message: (response?.body as { message?: string } | undefined)?.message ?? FAILED });
      });
    return () => {
      current = false;
    };
  }, [include]);
  return state;
}
