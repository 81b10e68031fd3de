import { createContext, useContext } from 'react';
import { BACK_OFFICE_ROUTE_ROLES, mayCall, type BackOfficeRouteName } from '@contracts/back-office/route-roles';
import type { TStaffMember } from '@contracts/back-office/staff-auth';

export type StaffSession = { staff: TStaffMember; signOut: () => Promise<void> };

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in member of staff; only inside the back office's signed-in pages. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession is used outside the signed-in back office');
  return session;
}

/** Whether the signed-in member of staff may call a back-office route (the table of roles decides). */
export function useMayCall(route: BackOfficeRouteName): boolean {
  return mayCall(useStaffSession().staff.role, BACK_OFFICE_ROUTE_ROLES[route]);
}
