/**
 * Administrators' tools: inviting a member of staff (their set-up link goes to them by e-mail, never to the
 * browser) and reading the audit log. Agents are answered 403.
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
} as const;

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
    pathParams: z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/, STAFF_MESSAGES.unknown) }),
    body: z.object({}).strict(),
    responses: withCommonErrors({ 204: c.noBody(), ...denied, 404: ZErrorResponse, 409: ZErrorResponse }),
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
