import { useCallback, useEffect, useState } from 'react';
import type { TSubmissionDetail } from '@contracts/admin/submissions';
import { api } from '../../../api/client';

export type SubmissionState = { status: 'loading' } | { status: 'loaded'; detail: TSubmissionDetail } | { status: 'failed'; message: string };

const FAILED = 'This submission could not be loaded. Please try again.';

/** One submission; `replace` takes the detail a change answered with. */
export function useSubmission(referenceNumber: string) {
  const [state, setState] = useState<SubmissionState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void api.submissions
      .getSubmission({ params: { referenceNumber }, quiet: true })
      .catch(() => null)
      .then((response) => {
        if (!current) return;
        if (response?.status === 200) setState({ status: 'loaded', detail: response.body });
        else setState({ status: 'failed', message: (response?.body as { message?: string } | undefined)?.message ?? FAILED });
      });
    return () => {
      current = false;
    };
  }, [referenceNumber]);
  const replace = useCallback((detail: TSubmissionDetail) => setState({ status: 'loaded', detail }), []);
  return { state, replace };
}
