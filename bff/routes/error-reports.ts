import { initServer } from '@ts-rest/express';
import { errorReportsContract } from '@contracts/error-reports';
import type { AppDependencies } from '../dependencies';
import { recordErrorReport } from '../services/error-reports';

const s = initServer();

export const errorReportsRouter = ({ db }: AppDependencies) =>
  s.router(errorReportsContract, {
    reportError: async ({ body, req }) => {
      const reportId = await recordErrorReport(db, body, req.get('user-agent') ?? '');
      return { status: 201, body: { success: true, reportId } };
    },
  });
