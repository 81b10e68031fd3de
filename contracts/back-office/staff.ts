/**
 * Administrators' tools: inviting a member of staff (their set-up link goes to them by e-mail, never to the
 * browser), the invitations not yet taken up (a new link, or cancelling one), and reading the audit log.
 * Agents are answered 403.
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withCommonErrors, ZErrorResponse } from '../errors';
import { portalEmail, requiredText } from '../fields';
import { STAFF_ROLES, ZStaffMember } from './staff-auth';

export const ZInviteStaff = z
  .object({
    email: portalEmail(),
    name: requiredText('Name is required', 100),
    role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: 'Choose a role' }) }),
  })
  .strict();
export type TInviteStaff = z.input<typeof ZInviteStaff>;

export const ZAuditLogQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

export const AUDIT_LOG_PAGE_SIZE = 50;

export const STAFF_MESSAGES = {
  unknown: 'There is no such member of staff.',
  notYourself: 'You cannot disable your own account.',
  notYourselfReset: 'You cannot reset your own account: ask another administrator.',
  notInvited: 'This member of staff has already set up their account.',
} as const;

/** A member of staff invited who has not finished setting up their account. */
export const ZStaffInvitation = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedAt: z.string().datetime(),
  /** When the newest set-up link stops working; in the past when it has. */
  linkExpiresAt: z.string().datetime(),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitation>;

const staffIdParams = z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, STAFF_MESSAGES.unknown) });

export const ZAuditLogPage = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      staffName: z.string().nullable(),
      action: z.string(),
      target: z.string(),
      details: z.record(z.unknown()),
      ip: z.string(),
    }),
  ),
  page: z.number().int(),
  hasMore: z.boolean(),
});

const c = initContract();
const denied = { 401: ZErrorResponse, 403: ZErrorResponse };

export const staffContract = c.router({
  inviteStaff: {
    method: 'POST',
    path: '/api/admin/staff',
    summary: 'Administrators: invites a member of staff (their one-time set-up link is e-mailed to them)',
    body: ZInviteStaff,
    responses: withCommonErrors({ 201: ZStaffMember, ...denied }),
    strictStatusCodes: true,
  },
  disableStaff: {
    method: 'POST',
    path: '/api/admin/staff/:id/disable',
    summary: 'Administrators: disables a member of staff and ends their sessions at once (not oneself)',
    pathParams: staffIdParams,
    body: z.object({}).strict(),
    responses: withCommonErrors({ 204: c.noBody(), ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  listInvitations: {
    method: 'GET',
    path: '/api/admin/staff/invitations',
    summary: 'Administrators: the members of staff invited who have not finished setting up, newest first',
    responses: { 200: z.array(ZStaffInvitation), ...denied, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/admin/staff/:id/invitation',
    summary: 'Administrators: e-mails an invited member of staff a new set-up link; the links sent before stop working',
    pathParams: staffIdParams,
    body: z.object({}).strict(),
    responses: withCommonErrors({ 200: ZStaffInvitation, ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  resetStaff: {
    method: 'POST',
    path: '/api/admin/staff/:id/reset',
    summary:
      'Administrators: resets a member of staff who lost their authenticator or password (sessions end, password, authenticator and recovery codes removed) and e-mails them a new set-up link (not oneself)',
    pathParams: staffIdParams,
    body: z.object({}).strict(),
    responses: withCommonErrors({ 200: ZStaffInvitation, ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
    strictStatusCodes: true,
  },
  listAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Administrators: what staff did, newest first',
    query: ZAuditLogQuery,
    responses: { 200: ZAuditLogPage, ...denied, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
});
