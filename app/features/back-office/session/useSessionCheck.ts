import { useCallback, useEffect, useState } from 'react';
import type { TStaffMember } from '@contracts/back-office/staff-auth';
import { api } from '../../../api/client';

export type SessionCheck = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; staff: TStaffMember } | { status: 'failed' };

/** Asks the server who is signed in (the cookie is HttpOnly: only the server can tell). */
export function useSessionCheck() {
  const [check, setCheck] = useState<SessionCheck>({ status: 'checking' });
  const refresh = useCallback(async () => {
    try {
      const response = await api.staffAuth.session({ quiet: true, unreported: true });
      setCheck(
        response.status === 200 ? { status: 'signed-in', staff: response.body } : response.status === 401 ? { status: 'signed-out' } : { status: 'failed' },
      );
    } catch {
      setCheck({ status: 'failed' });
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);
  return { check, refresh, signedOut: () => setCheck({ status: 'signed-out' }) };
}
