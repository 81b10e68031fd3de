import type { BackOfficeRouteName } from '@contracts/back-office/route-roles';
import { BACK_OFFICE_PAGES } from '@site/pages';

/**
 * The back office's menu, in order: each a page of BACK_OFFICE_PAGES with the route it opens with, so the menu
 * shows a member of staff only the pages the table of roles (contracts/back-office/route-roles.ts) lets them open.
 */
export const BACK_OFFICE_NAVIGATION: { label: string; path: string; matches: (pathname: string) => boolean; opens: BackOfficeRouteName }[] = [
  {
    label: 'Inbox',
    path: BACK_OFFICE_PAGES.inbox.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.inbox.path || pathname.startsWith('/admin/submissions/'),
    opens: 'submissions.listInbox',
  },
  {
    label: 'Callbacks',
    path: BACK_OFFICE_PAGES.callbacks.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.callbacks.path,
    opens: 'callbacks.listCallbacks',
  },
  { label: 'Leads', path: BACK_OFFICE_PAGES.leads.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.leads.path, opens: 'leads.getLeads' },
  {
    label: 'Carriers',
    path: BACK_OFFICE_PAGES.carriers.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.carriers.path,
    opens: 'staffCarriers.listStaffCarriers',
  },
  {
    label: 'Policy search',
    path: BACK_OFFICE_PAGES.policies.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.policies.path,
    opens: 'staffPolicySearch.searchPolicies',
  },
  { label: 'Mail', path: BACK_OFFICE_PAGES.mail.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.mail.path, opens: 'mail.listMail' },
  { label: 'Staff', path: BACK_OFFICE_PAGES.staff.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.staff.path, opens: 'staff.listInvitations' },
  {
    label: 'Your password',
    path: BACK_OFFICE_PAGES.password.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.password.path,
    opens: 'ownPassword.changeOwnPassword',
  },
];
