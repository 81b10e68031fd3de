import type { TErrorReportBody } from '@contracts/error-reports';
import { API_PATHS } from '@contracts/api-paths';
import { postQuietly } from '../api/post-quietly';
import { GLOBAL_ERROR_MESSAGES } from './messages';
import { notifyError } from './notify';
import { reportError } from './report-error';

const sendReport = (body: TErrorReportBody) => postQuietly(API_PATHS.errorReport, body);

/** A failed <img>, <link rel=stylesheet> or <script> load: ignored by the global handler (seed 000 §8). */
const isResourceLoadFailure = (event: Event) => event.target instanceof HTMLElement && event.target !== document.body;

/** Reports and announces errors nobody caught: runtime errors and unhandled promise rejections. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent | Event) => {
    if (isResourceLoadFailure(event)) return;
    const error = event instanceof ErrorEvent ? event.error : undefined;
    const message = event instanceof ErrorEvent ? event.message : 'Unknown error';
    void reportError({ formType: 'global', message, error }, sendReport);
    notifyError({ title: 'Error', message: GLOBAL_ERROR_MESSAGES.unexpected });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    void reportError({ formType: 'global', message: `Unhandled rejection: ${message}`, error: reason }, sendReport);
    notifyError({ title: 'Error', message: GLOBAL_ERROR_MESSAGES.unhandledRejection });
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** For error boundaries: report an error React caught while rendering. */
export const reportRenderError = (error: unknown, formType = 'render') =>
  reportError({ formType, message: error instanceof Error ? error.message : String(error), error }, sendReport);
