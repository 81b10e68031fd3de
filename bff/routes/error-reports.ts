import { initServer } from '@ts-rest/express';
import { errorReportsContract } from '@contracts/error-reports';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { recordErrorReport } from '../services/error-reports';

const s = initServer();

export const errorReportsRouter = ({ db, rateLimits }: AppDependencies) =>
  s.router(errorReportsContract, {
    reportError: {
      middleware: [rateLimited(rateLimits.of('errorReports'), RATE_LIMITED_MESSAGE)],
      handler: async ({ body, req }) => {
        const reportId = await recordErrorReport(db, body, req.get('user-agent') ?? '');
        return { status: 201, body: { success: true, reportId } };
      },
    },
  });
