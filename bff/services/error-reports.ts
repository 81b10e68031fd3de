import type { z } from 'zod';
import type { ZErrorReportBody } from '@contracts/error-reports';
import type { Database } from '../db/database';
import { issueReference } from './reference-numbers';

export const ERROR_REPORTS_TABLE = 'error_reports';

/** Stores a browser error report; context and response are kept as JSON text. */
export async function recordErrorReport(db: Database, report: z.output<typeof ZErrorReportBody>, userAgent: string): Promise<string> {
  const reportId = issueReference('ER');
  await db(ERROR_REPORTS_TABLE).insert({
    report_id: reportId,
    form_type: report.form_type,
    error_message: report.error_message,
    stack_trace: report.stack_trace,
    browser_info: report.browser_info,
    client_timestamp: report.timestamp,
    context: report.context ? JSON.stringify(report.context) : null,
    response: report.response ? JSON.stringify(report.response) : null,
    user_agent: userAgent.slice(0, 512),
    created_at: new Date(),
  });
  return reportId;
}
