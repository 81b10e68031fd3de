import { useEffect, useState } from 'react';
import type { TLeadsQuery, TLeadsReport } from '@contracts/admin/leads';
import { api } from '../../../api/client';

export type LeadsState =
  | { status: 'loading'; report?: TLeadsReport }
  | { status: 'loaded'; report: TLeadsReport }
  /** The period was refused (422): the messages by field. */
  | { status: 'invalid'; errors: Partial<Record<keyof TLeadsQuery, string[]>> }
  | { status: 'failed'; message: string };

const FAILED = 'The leads could not be loaded. Please try again.';

/** The leads report for a period, asked of the server again whenever the period changes (the last report kept meanwhile). */
export function useLeads(query: TLeadsQuery): LeadsState {
  const [state, setState] = useState<LeadsState>({ status: 'loading' });
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', report: 'report' in previous ? previous.report : undefined }));
    void api.leads
      .getLeads({ query: JSON.parse(key) as TLeadsQuery, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (!current) return;
        if (response?.status === 200) setState({ status: 'loaded', report: response.body });
        else if (response?.status === 422) setState({ status: 'invalid', errors: response.body.errors ?? {} });
        else setState({ status: 'failed', message: (response?.body as { message?: string } | undefined)?.message ?? FAILED });
      });
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
