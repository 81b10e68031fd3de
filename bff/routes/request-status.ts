import { initServer } from '@ts-rest/express';
import { RATE_LIMITED_MESSAGE } from '@contracts/errors';
import { summaryLanguage } from '@contracts/forms/summary-language';
import { REQUEST_STATUS_MESSAGES, requestStatusContract } from '@contracts/request-status';
import { textsIn } from '@site/i18n/catalogue';
import type { AppDependencies } from '../dependencies';
import { rateLimited } from '../middleware/rate-limited';
import { findRequestStatus } from '../services/request-status';

const s = initServer();

export const requestStatusRouter = ({ db, rateLimits }: AppDependencies) =>
  s.router(requestStatusContract, {
    findRequestStatus: {
      middleware: [rateLimited(rateLimits.of('requestStatus'), RATE_LIMITED_MESSAGE)],
      handler: async ({ body, req }) => {
        // The request's title, summary and statuses in the language it was asked in (Accept-Language: the page's).
        const status = await findRequestStatus(db, body, summaryLanguage(req.locale, textsIn(req.locale)));
        if (!status) return { status: 404, body: { message: REQUEST_STATUS_MESSAGES.notFound, requestId: req.requestId } };
        return { status: 200, body: status };
      },
    },
  });
