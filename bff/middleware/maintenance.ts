import type { RequestHandler } from 'express';
import { MAINTENANCE_MESSAGE, MAINTENANCE_RETRY_AFTER_SECONDS } from '@contracts/app-state';
import { BACK_OFFICE_API_PREFIX } from '@contracts/back-office/route-roles';
import type { AppState } from '../services/app-state';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that go on in maintenance: the back office (to switch it off), and the site's own records of visits and errors. */
const OPEN_PATHS = [BACK_OFFICE_API_PREFIX, '/api/log-visit', '/api/error-report'];

/** While maintenance is on, every other write under /api is answered 503 with Retry-After, before its body is read. */
export const refuseWritesInMaintenance =
  (appState: AppState): RequestHandler =>
  async (req, res, next) => {
    const path = req.baseUrl + req.path; // mounted under /api
    if (READS.has(req.method) || OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`))) return next();
    try {
      if (!(await appState.maintenanceOn())) return next();
    } catch (error) {
      return next(error);
    }
    res.set('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS)).status(503).json({ message: MAINTENANCE_MESSAGE, requestId: req.requestId });
  };
