import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { INBOX_MESSAGES, submissionsContract } from '@contracts/back-office/submissions';
import { RATE_LIMITED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { rateLimited } from '../../middleware/rate-limited';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { listInbox } from '../../services/back-office/inbox';
import { markSubmissionSeen } from '../../services/back-office/seen-submissions';
import { submissionDetail } from '../../services/back-office/submission-detail';
import { assignSubmission, changeSubmissionStatus, SubmissionChangeError } from '../../services/back-office/submission-status';
import { recordStaffAction } from '../../services/staff/audit-log';
import { listStaffMembers } from '../../services/staff/staff-members';

const s = initServer();

const notFound = (req: Request) => ({ status: 404 as const, body: { message: INBOX_MESSAGES.notFound, requestId: req.requestId } });
const refused = (req: Request, error: SubmissionChangeError) => ({
  status: 422 as const,
  body: { message: VALIDATION_FAILED_MESSAGE, errors: { [error.field]: [error.message] }, requestId: req.requestId },
});

export const submissionsRouter = ({ db, config, rateLimits, eventBus }: AppDependencies) => {
  const writes = rateLimited(rateLimits.of('staffWrites'), RATE_LIMITED_MESSAGE, (message) => ({ message }));

  /** The detail after a change, or the change's refusal. */
  const afterChange = async (req: Request, referenceNumber: string, change: () => Promise<boolean>) => {
    try {
      if (!(await change())) return notFound(req);
    } catch (error) {
      if (error instanceof SubmissionChangeError) return refused(req, error);
      throw error;
    }
    const detail = await submissionDetail(db, referenceNumber);
    return detail ? { status: 200 as const, body: detail } : notFound(req);
  };

  return s.router(submissionsContract, {
    listInbox: async ({ query, req }) => {
      const staff = staffOf(req);
      const page = await listInbox(db, query, staff.id);
      const { page: _page, pageSize: _size, ...filters } = query;
      await recordStaffAction(db, { staffId: staff.id, action: 'inbox_listed', details: filters, ip: clientIpOf(req) });
      return { status: 200, body: page };
    },
    getSubmission: async ({ params, req }) => {
      const detail = await submissionDetail(db, params.referenceNumber);
      if (!detail) return notFound(req);
      await recordStaffAction(db, { staffId: staffOf(req).id, action: 'submission_viewed', target: params.referenceNumber, ip: clientIpOf(req) });
      await markSubmissionSeen(db, staffOf(req).id, detail.item.referenceNumber);
      return { status: 200, body: detail };
    },
    changeStatus: {
      middleware: [writes],
      handler: ({ params, body, req }) =>
        afterChange(req, params.referenceNumber, () =>
          changeSubmissionStatus(
            db,
            params.referenceNumber,
            { status: body.status, note: body.note },
            { staffId: staffOf(req).id, ip: clientIpOf(req) },
            { siteOrigin: config.siteOrigin, eventBus },
          ),
        ),
    },
    assign: {
      middleware: [writes],
      handler: ({ params, body, req }) =>
        afterChange(req, params.referenceNumber, () =>
          assignSubmission(db, params.referenceNumber, body.staffId, { staffId: staffOf(req).id, ip: clientIpOf(req) }),
        ),
    },
    listStaff: async () => ({ status: 200, body: await listStaffMembers(db) }),
  });
};
