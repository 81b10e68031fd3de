import compression from 'compression';
import express from 'express';
import { API_PATHS } from '@contracts/api-paths';
import { ERROR_REPORT_LIMITS } from '@contracts/error-reports';
import { apiContract } from '@contracts/index';
import type { AppDependencies } from './dependencies';
import { apiJsonBody } from './middleware/api-body';
import { apiNotFound, errorHandler, nothingHere } from './middleware/errors';
import { answerInRequestLanguage } from './middleware/answer-language';
import { requestContext } from './middleware/request-context';
import { staffAccess } from './middleware/staff-access';
import { staffSessionCookies } from './middleware/staff-session';
import { apiSecurityHeaders, pageSecurityHeaders } from './middleware/security';
import { mountApi } from './routes';
import { mountHealth } from './routes/health';
import { mountMetrics } from './routes/metrics';
import { mountLeadsExport } from './routes/back-office/leads';
import { mountSubmissionDocuments } from './routes/back-office/submission-documents';
import { mountDocumentFiles } from './routes/document-files';
import { mountAccountDocuments } from './routes/account-documents';
import { mountLiveEvents } from './routes/live-events';
import { multipartRouteMatcher } from './routes/multipart-routes';
import { AGENCY } from '@site/agency';
import { spaRouter } from './spa';
import { refuseWritesInMaintenance } from './middleware/maintenance';

/** The Express application: the API under /api and the SPA for everything else. */
export function createApp(deps: AppDependencies): express.Express {
  const { config, logger, csrf } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // API answers are not cached, and pages carry their own cache rules
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);

  app.use(requestContext(logger));
  // Before everything else: a balancer's and Prometheus's questions need no session, CSRF or page.
  mountMetrics(app, deps);
  mountHealth(app, deps);

  // ts-rest routes carry their full /api/... paths, so the API middleware is scoped by path here.
  app.use(
    '/api',
    answerInRequestLanguage,
    apiSecurityHeaders,
    refuseWritesInMaintenance(deps.appState),
    ...apiJsonBody(config.jsonBodyLimit, {
      takesMultipart: multipartRouteMatcher(apiContract),
      smallerLimits: { [API_PATHS.errorReport]: ERROR_REPORT_LIMITS.bodyBytes },
    }),
    csrf.protect,
  );
  app.use(staffAccess(deps.db, config.staff.sessions, staffSessionCookies(config.cookieSecure), deps.logger));
  mountApi(app, deps);
  mountLiveEvents(app, deps);
  mountDocumentFiles(app, deps);
  mountAccountDocuments(app, deps);
  mountSubmissionDocuments(app, deps);
  mountLeadsExport(app, deps);
  app.use('/api', apiNotFound);

  // Pages and assets are compressed; the API's answers are small JSON and stay on the fast path.
  app.use(
    pageSecurityHeaders({ embedFrameAncestors: config.embedFrameAncestors }),
    compression(),
    spaRouter(config.staticDir, csrf, config.publicBaseUrl ?? AGENCY.siteUrl),
    nothingHere,
  );
  app.use(errorHandler(logger));
  return app;
}
