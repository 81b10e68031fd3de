import { useCallback, useEffect, useState } from 'react';

/** An answer of the API client: ts-rest's response, whatever its status. */
type Answer = { status: number; body: unknown };

export type ServerData<T> =
  /** `data`: the last answer, still shown while the next is asked for (none when `keepWhileLoading` is off). */
  | { status: 'loading'; data?: T }
  | { status: 'loaded'; data: T }
  /** `answer`: what the server said (a 422's field errors, say), or null when it could not be reached. */
  | { status: 'failed'; message: string; answer: Answer | null };

type Options = { failedMessage: string; keepWhileLoading?: boolean };

/**
 * What a back-office page shows from the server. Asked again whenever `key` changes (a query, a reference:
 * `load` gets it), or when `reload` is called; an answer that arrives after a newer question is dropped.
 * `load` must be stable (defined outside the component). `replace` shows the data a change answered with.
 */
export function useServerData<T>(
  key: string,
  load: (key: string) => Promise<{ status: 200; body: T } | Answer>,
  { failedMessage, keepWhileLoading = true }: Options,
) {
  const [state, setState] = useState<ServerData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: keepWhileLoading && previous.status !== 'failed' ? previous.data : undefined }));
    void load(key)
      .catch(() => null)
      .then((answer) => {
        if (!current) return;
        if (answer?.status === 200) setState({ status: 'loaded', data: answer.body as T });
        else setState({ status: 'failed', message: (answer?.body as { message?: string } | undefined)?.message ?? failedMessage, answer });
      });
    return () => {
      current = false;
    };
  }, [key, load, failedMessage, keepWhileLoading, round]);
  const replace = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { state, replace, reload };
}

/** The data on screen: the loaded answer, or the last one while the next is asked for. */
export const shownData = <T>(state: ServerData<T>): T | undefined => (state.status === 'failed' ? undefined : state.data);
