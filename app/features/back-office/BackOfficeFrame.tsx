import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BACK_OFFICE_ROUTE_ROLES, mayCall } from '@contracts/back-office/route-roles';
import { BackOfficeShell } from '@design-system/BackOffice/BackOfficeShell';
import { PortalTypeScope } from '@design-system/theme/DesignSystemProvider';
import { api } from '../../api/client';
import { BACK_OFFICE_CONTENT as CONTENT } from './content';
import { BACK_OFFICE_NAVIGATION } from './navigation';
import { useStaffSession } from './session/staff-session';

const ROLE_LABELS = { admin: 'Administrator', agent: 'Agent' } as const;

/** How many requests wait on an answer to the person's message, read again as staff move between pages. */
function useUnreadRequests(pathname: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    api.submissionMessages.unreadCount({ quiet: true }).then(
      (answer) => current && answer.status === 200 && setCount(answer.body.requests),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return count;
}

/** The signed-in back office: the shell with its menu, in the neutral look (the inbox with its unread count). */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  const { staff, signOut } = useStaffSession();
  const { pathname } = useLocation();
  const unreadRequests = useUnreadRequests(pathname);
  const navItems = BACK_OFFICE_NAVIGATION.filter((item) => mayCall(staff.role, BACK_OFFICE_ROUTE_ROLES[item.opens])).map((item) => ({
    label: item.label,
    href: item.path,
    active: item.matches(pathname),
    ...(item.opens === 'submissions.listInbox' && unreadRequests
      ? { badge: unreadRequests, badgeLabel: `${unreadRequests} request${unreadRequests === 1 ? '' : 's'} with unread messages` }
      : {}),
  }));
  return (
    <PortalTypeScope portalType="backOffice">
      <BackOfficeShell
        agencyName={CONTENT.productName}
        staff={{ name: staff.name, role: ROLE_LABELS[staff.role] }}
        navItems={navItems}
        onSignOut={() => void signOut()}
        navLabel={CONTENT.navigationLabel}
      >
        {children}
      </BackOfficeShell>
    </PortalTypeScope>
  );
}
