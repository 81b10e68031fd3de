import { createContext, useContext } from 'react';
import { ADMIN_ROUTE_ROLES, mayCall, type AdminRouteName } from '@contracts/admin/route-roles';
import type { TStaffMember } from '@contracts/admin/staff-auth';

export type StaffSession = { staff: TStaffMember; signOut: () => Promise<void> };

export const StaffSessionContext = createContext<StaffSession | null>(null);

/** The signed-in member of staff; only inside the back office's signed-in pages. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession is used outside the signed-in back office');
  return session;
}

/** Whether the signed-in member of staff may call a back-office route (the table of roles decides). */
export function useMayCall(route: AdminRouteName): boolean {
  return mayCall(useStaffSession().staff.role, ADMIN_ROUTE_ROLES[route]);
}
