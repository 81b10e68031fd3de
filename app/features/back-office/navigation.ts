import { BACK_OFFICE_PAGES } from '@site/pages';

/** The back office's menu, in order: each a page of BACK_OFFICE_PAGES; `adminOnly` items only for administrators. */
export const BACK_OFFICE_NAVIGATION: { label: string; path: string; matches: (pathname: string) => boolean; adminOnly?: true }[] = [
  {
    label: 'Inbox',
    path: BACK_OFFICE_PAGES.inbox.path,
    matches: (pathname) => pathname === BACK_OFFICE_PAGES.inbox.path || pathname.startsWith('/admin/submissions/'),
  },
  { label: 'Callbacks', path: BACK_OFFICE_PAGES.callbacks.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.callbacks.path },
  { label: 'Leads', path: BACK_OFFICE_PAGES.leads.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.leads.path },
  { label: 'Carriers', path: BACK_OFFICE_PAGES.carriers.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.carriers.path },
  { label: 'Policy search', path: BACK_OFFICE_PAGES.policies.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.policies.path },
  { label: 'Mail', path: BACK_OFFICE_PAGES.mail.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.mail.path },
  { label: 'Staff', path: BACK_OFFICE_PAGES.staff.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.staff.path, adminOnly: true },
  { label: 'Your password', path: BACK_OFFICE_PAGES.password.path, matches: (pathname) => pathname === BACK_OFFICE_PAGES.password.path },
];
