import { jsonObjectProblem } from '@contracts/error-report-limits';
import type { TErrorReportBody } from '@contracts/error-reports';

/** At most this many reports a page load, and the same message at most once in this window. */
const MAX_REPORTS_PER_PAGE = 25;
const SAME_MESSAGE_WINDOW_MS = 10_000;

let sentCount = 0;
const lastSentAt = new Map<string, number>();

export type ErrorReport = {
  formType?: string;
  message: string;
  error?: unknown;
  context?: Record<string, unknown>;
  response?: Record<string, unknown>;
};

type Send = (body: TErrorReportBody) => Promise<unknown>;

/**
 * Sends an error report to /api/error-report (seed 000 §3, §8). Reporting never throws and never
 * reports its own failure; a storm of one error is sent once.
 */
export async function reportError(report: ErrorReport, send: Send): Promise<void> {
  const now = Date.now();
  const key = `${report.formType ?? ''}|${report.message}`;
  if (sentCount >= MAX_REPORTS_PER_PAGE || now - (lastSentAt.get(key) ?? -Infinity) < SAME_MESSAGE_WINDOW_MS) return;
  sentCount += 1;
  lastSentAt.set(key, now);
  const stack = report.error instanceof Error ? (report.error.stack ?? '') : '';
  try {
    await send({
      form_type: report.formType ?? '',
      error_message: report.message.slice(0, 2000) || 'Unknown error',
      stack_trace: stack.slice(0, 8000),
      browser_info: navigator.userAgent.slice(0, 1000),
      timestamp: new Date(now).toISOString(),
      context: withinLimits('Context', { page: window.location.pathname, ...report.context }, { page: window.location.pathname }),
      response: report.response ? withinLimits('Response', report.response, {}) : null,
    });
  } catch {
    // Nothing more to do: the reporter must not become a source of errors itself.
  }
}

/** The value when the server would take it; else what little can be said (the report itself still goes). */
const withinLimits = (label: string, value: Record<string, unknown>, fallback: Record<string, unknown>) => {
  const problem = jsonObjectProblem(label, value);
  return problem ? { ...fallback, omitted: problem } : value;
};

/** For tests: forget what was sent. */
export const resetErrorReporting = () => {
  sentCount = 0;
  lastSentAt.clear();
};
