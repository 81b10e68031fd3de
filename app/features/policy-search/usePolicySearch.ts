import { useCallback, useRef, useState } from 'react';
import { POLICY_SEARCH_MESSAGES, type TPolicyProof, type TPolicySearchResult } from '@contracts/policies';
import { api } from '../../api/client';

export type PolicySearchState =
  | { status: 'idle' }
  | { status: 'loading'; criterion: TPolicyProof; page: number; previous?: PolicySearchResults & { criterion: TPolicyProof } }
  | ({ status: 'success'; criterion: TPolicyProof } & PolicySearchResults)
  /** `message` is the English (the server's or the contract's), said in the page's language where it is shown. */
  | { status: 'error'; criterion: TPolicyProof; message: string };

export type PolicySearchResults = { results: TPolicySearchResult[]; total: number; page: number; pageSize: number };

/** Seed 001 §8: the server's `error` field, else the contract's words (in English: the page says them in its language). */
const failureMessage = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' && (body as { error: string }).error
    ? (body as { error: string }).error
    : POLICY_SEARCH_MESSAGES.failed;

/**
 * Runs searches against POST /api/verify-policy, a page at a time. A later search wins over an earlier one
 * still in flight; a failure empties the results (seed 001 §8).
 */
export function usePolicySearch() {
  const [state, setState] = useState<PolicySearchState>({ status: 'idle' });
  const latest = useRef(0);

  const search = useCallback(async (criterion: TPolicyProof, page = 1) => {
    const call = (latest.current += 1);
    setState((current) => ({
      status: 'loading',
      criterion,
      page,
      previous: current.status === 'success' ? current : current.status === 'loading' ? current.previous : undefined,
    }));
    let next: PolicySearchState;
    try {
      const response = await api.policies.verifyPolicy({ body: { ...criterion, page }, quiet: true });
      next =
        response.status === 200
          ? {
              status: 'success',
              criterion,
              results: response.body.policyInfo,
              total: response.body.total,
              page: response.body.page,
              pageSize: response.body.pageSize,
            }
          : { status: 'error', criterion, message: failureMessage(response.body) };
    } catch {
      next = { status: 'error', criterion, message: POLICY_SEARCH_MESSAGES.failed };
    }
    if (call === latest.current) setState(next);
  }, []);

  return { state, search };
}
