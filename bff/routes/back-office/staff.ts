import { initServer } from '@ts-rest/express';
import { AUDIT_LOG_PAGE_SIZE, STAFF_MESSAGES, staffContract } from '@contracts/back-office/staff';
import { RATE_LIMITED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { listAuditLog } from '../../services/staff/audit-log';
import {
  createStaffMember,
  disableStaffMember,
  listInvitations,
  resendInvitation,
  resetStaffAccount,
  StaffInputError,
} from '../../services/staff/staff-members';

const s = initServer();

export const staffRouter = ({ db, config, rateLimits, encryption }: AppDependencies) => {
  const setupLinks = { publicBaseUrl: config.siteOrigin, linkTtlMs: config.staff.setupLinkTtlMs, encryption };
  const staffWrites = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));
  return s.router(staffContract, {
    inviteStaff: {
      middleware: [staffWrites],
      handler: async ({ body, req }) => {
        try {
          const { staff } = await createStaffMember(db, { ...body, createdBy: staffOf(req).id }, setupLinks);
          return { status: 201, body: staff };
        } catch (error) {
          if (!(error instanceof StaffInputError)) throw error;
          return { status: 422, body: { message: VALIDATION_FAILED_MESSAGE, errors: { [error.field]: [error.message] }, requestId: req.requestId } };
        }
      },
    },
    disableStaff: {
      middleware: [staffWrites],
      handler: async ({ params, req }) => {
        const me = staffOf(req);
        const id = Number(params.id);
        if (id === me.id) return { status: 409, body: { message: STAFF_MESSAGES.notYourself, requestId: req.requestId } };
        const disabled = await disableStaffMember(db, id, { staffId: me.id, ip: clientIpOf(req) });
        if (!disabled) return { status: 404, body: { message: STAFF_MESSAGES.unknown, requestId: req.requestId } };
        return { status: 204, body: undefined };
      },
    },
    listInvitations: async () => ({ status: 200, body: await listInvitations(db) }),
    resendInvitation: {
      middleware: [staffWrites],
      handler: async ({ params, req }) => {
        const invitation = await resendInvitation(db, Number(params.id), { staffId: staffOf(req).id, ip: clientIpOf(req) }, setupLinks);
        if (invitation === 'unknown') return { status: 404, body: { message: STAFF_MESSAGES.unknown, requestId: req.requestId } };
        if (invitation === 'enrolled') return { status: 409, body: { message: STAFF_MESSAGES.notInvited, requestId: req.requestId } };
        return { status: 200, body: invitation };
      },
    },
    resetStaff: {
      middleware: [staffWrites],
      handler: async ({ params, req }) => {
        const me = staffOf(req);
        const id = Number(params.id);
        if (id === me.id) return { status: 409, body: { message: STAFF_MESSAGES.notYourselfReset, requestId: req.requestId } };
        const invitation = await resetStaffAccount(db, id, { staffId: me.id, ip: clientIpOf(req) }, setupLinks);
        if (invitation === 'unknown') return { status: 404, body: { message: STAFF_MESSAGES.unknown, requestId: req.requestId } };
        return { status: 200, body: invitation };
      },
    },
    listAuditLog: async ({ query }) => ({ status: 200, body: await listAuditLog(db, { page: query.page, pageSize: AUDIT_LOG_PAGE_SIZE }) }),
  });
};
