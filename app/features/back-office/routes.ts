import { BACK_OFFICE_PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The back office's pages (BACK_OFFICE_PAGES), inside its own layout (BackOfficeLayout), never the site's frame. */
export const backOfficeRoutes: PageRoute[] = [
  {
    ...BACK_OFFICE_PAGES.signIn,
    load: async () => ({ Component: (await import('./sign-in/SignInPage')).SignInPage }),
  },
  {
    ...BACK_OFFICE_PAGES.setup,
    load: async () => ({ Component: (await import('./setup/SetupPage')).SetupPage }),
  },
  {
    ...BACK_OFFICE_PAGES.inbox,
    load: async () => ({ Component: (await import('./inbox/InboxPage')).InboxPage }),
  },
  {
    ...BACK_OFFICE_PAGES.submission,
    load: async () => ({ Component: (await import('./submission/SubmissionPage')).SubmissionPage }),
  },
  {
    ...BACK_OFFICE_PAGES.callbacks,
    load: async () => ({ Component: (await import('./callbacks/CallbacksPage')).CallbacksPage }),
  },
  {
    ...BACK_OFFICE_PAGES.leads,
    load: async () => ({ Component: (await import('./leads/LeadsPage')).LeadsPage }),
  },
  {
    ...BACK_OFFICE_PAGES.carriers,
    load: async () => ({ Component: (await import('./carriers/CarriersPage')).CarriersPage }),
  },
  {
    ...BACK_OFFICE_PAGES.policies,
    load: async () => ({ Component: (await import('./policy-search/PolicySearchPage')).PolicySearchPage }),
  },
  {
    ...BACK_OFFICE_PAGES.mail,
    load: async () => ({ Component: (await import('./mail/MailPage')).MailPage }),
  },
  {
    ...BACK_OFFICE_PAGES.password,
    load: async () => ({ Component: (await import('./password/ChangePasswordPage')).ChangePasswordPage }),
  },
  {
    ...BACK_OFFICE_PAGES.staff,
    load: async () => ({ Component: (await import('./staff/StaffPage')).StaffPage }),
  },
];
