/**
 * Who may call each back-office route: the one table of roles (issue 21, least privilege). Every /api/admin
 * route of the contract and the two file routes beside it has a line here, and the BFF enforces it with one
 * middleware (bff/middleware/staff-access.ts) before any handler runs; a route without a line cannot be
 * written (the type below wants one per route) nor reached (the middleware answers 404 for it). The README's
 * role table is this table (a test compares them).
 *
 * - `anyone`: sign-in and set-up, which come before a session (each checks what it needs itself);
 * - `agent`: any signed-in member of staff, agent or administrator;
 * - `admin`: administrators only; an agent is answered 403 and nothing is done.
 */
import type { ApiContract } from '../index';
import { LEADS_EXPORT_PATH } from './leads';
import type { StaffRole } from './staff-auth';
import { SUBMISSION_OFFER_DOCUMENT_ROUTE } from '../quote-offers';
import { SUBMISSION_MESSAGE_DOCUMENT_ROUTE } from './submission-messages';
import { SUBMISSION_DOCUMENT_ROUTE } from './submissions';

/** Where the back office's API lives. */
export const BACK_OFFICE_API_PREFIX = '/api/admin';

export type BackOfficeRouteAccess = 'anyone' | StaffRole;

/** The routes beside the contract (their answers are files), named as the contract's are. */
export const BACK_OFFICE_FILE_ROUTES = {
  'submissions.downloadDocument': { method: 'GET', path: SUBMISSION_DOCUMENT_ROUTE },
  'submissionMessages.downloadDocument': { method: 'GET', path: SUBMISSION_MESSAGE_DOCUMENT_ROUTE },
  'quoteOffers.downloadDocument': { method: 'GET', path: SUBMISSION_OFFER_DOCUMENT_ROUTE },
  'leads.exportLeads': { method: 'GET', path: LEADS_EXPORT_PATH },
} as const;

/** `group.route` for every route of the contract under /api/admin. */
type ContractBackOfficeRouteName = {
  [G in keyof ApiContract]: {
    [R in keyof ApiContract[G]]: ApiContract[G][R] extends { path: `${typeof BACK_OFFICE_API_PREFIX}/${string}` } ? `${G & string}.${R & string}` : never;
  }[keyof ApiContract[G]];
}[keyof ApiContract];

export type BackOfficeRouteName = ContractBackOfficeRouteName | keyof typeof BACK_OFFICE_FILE_ROUTES;

export const BACK_OFFICE_ROUTE_ROLES = {
  'staffAuth.signIn': 'anyone',
  'staffAuth.enterCode': 'anyone',
  'staffAuth.session': 'anyone',
  'staffAuth.signOut': 'anyone',
  'staffAuth.openSetup': 'anyone',
  'staffAuth.setPassword': 'anyone',
  'staffAuth.confirmSetup': 'anyone',

  // Who works here, and what they did: an agent could otherwise invite, reset or read a colleague's account.
  'staff.inviteStaff': 'admin',
  'staff.disableStaff': 'admin',
  'staff.listInvitations': 'admin',
  'staff.resendInvitation': 'admin',
  'staff.resetStaff': 'admin',
  'staff.listAuditLog': 'admin',

  'submissions.listInbox': 'agent',
  'submissions.getSubmission': 'agent',
  'submissions.changeStatus': 'agent',
  'submissions.assign': 'agent',
  'submissions.listStaff': 'agent',
  'submissions.downloadDocument': 'agent',

  // The conversation on every request, and a quote request's offers: the work of every agent.
  'submissionMessages.thread': 'agent',
  'submissionMessages.send': 'agent',
  'submissionMessages.markRead': 'agent',
  'submissionMessages.subscribe': 'agent',
  'submissionMessages.unreadCount': 'agent',
  'submissionMessages.downloadDocument': 'agent',
  'quoteOffers.addOffer': 'agent',
  'quoteOffers.sendOffers': 'agent',
  'quoteOffers.downloadDocument': 'agent',

  'leads.getLeads': 'agent',
  'leads.exportLeads': 'agent',
  'callbacks.listCallbacks': 'agent',
  'callbacks.recordCallbackOutcome': 'agent',
  'staffPolicySearch.searchPolicies': 'agent',

  // An agent edits a carrier's logo; where customers pay or claim is an administrator's (carriers.ts).
  'staffCarriers.listStaffCarriers': 'agent',
  'staffCarriers.updateCarrier': 'agent',

  // One's own password (current password and a code): every member of staff, for themself only.
  'ownPassword.changeOwnPassword': 'agent',

  // Every mail the platform sends, set-up and reset links included: administrators only.
  'mail.listMail': 'admin',
  'mail.getMail': 'admin',
  'mail.retryMail': 'admin',

  // Maintenance mode stops every form on the site: administrators only.
  'appState.setMaintenance': 'admin',
} as const satisfies Record<BackOfficeRouteName, BackOfficeRouteAccess>;

/** Whether a member of staff with `role` may call a route open to `access`. */
export const mayCall = (role: StaffRole, access: BackOfficeRouteAccess): boolean => access !== 'admin' || role === 'admin';
