/**
 * The leads report (contracts/back-office/leads.ts) and its CSV export: a plain route beside the contract, as its
 * answer is a file, mounted after the staff gate. Both are in the audit log with the period asked for.
 */
import { once } from 'node:events';
import { initServer } from '@ts-rest/express';
import type { Express, Request, Response } from 'express';
import { LEADS_CSV_COLUMNS, LEADS_EXPORT_PATH, leadsContract, leadsPeriodOf, ZLeadsQuery, type TLeadsPeriod } from '@contracts/back-office/leads';
import { todayInEastern } from '@contracts/dates';
import { fieldErrorsFrom, VALIDATION_FAILED_MESSAGE } from '@contracts/errors';
import type { AppDependencies } from '../../dependencies';
import { clientIpOf, staffOf } from '../../middleware/staff-session';
import { csvLine } from '../../services/back-office/csv';
import { leadPages, leadsReport, receivedIso, type LeadRow } from '../../services/back-office/leads';
import { recordStaffAction } from '../../services/staff/audit-log';

const s = initServer();

export const leadsRouter = ({ db }: AppDependencies) =>
  s.router(leadsContract, {
    getLeads: async ({ query, req }) => {
      const period = leadsPeriodOf(query, todayInEastern());
      const report = await leadsReport(db, period);
      await recordStaffAction(db, { staffId: staffOf(req).id, action: 'leads_viewed', details: period, ip: clientIpOf(req) });
      return { status: 200, body: report };
    },
  });

const csvRowOf = (row: LeadRow) =>
  csvLine([
    row.reference_number,
    receivedIso(row.created_at),
    row.product_type,
    row.first_name,
    row.last_name,
    row.email,
    row.phone,
    row.campaign,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.utm_content,
    row.utm_term,
  ]);

/** The file's name: the period in it, so two downloads never overwrite each other. */
const leadsFileName = (period: TLeadsPeriod) => `leads-${period.from}-to-${period.to}.csv`;

/** Writes a chunk, waiting while the client's buffer is full; false once the client has gone. */
async function send(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
  return !res.destroyed;
}

export function mountLeadsExport(app: Express, { db, logger }: AppDependencies): void {
  app.get(LEADS_EXPORT_PATH, async (req: Request, res: Response) => {
    const parsed = ZLeadsQuery.safeParse(req.query);
    if (!parsed.success) {
      res.status(422).json({ message: VALIDATION_FAILED_MESSAGE, errors: fieldErrorsFrom(parsed.error), requestId: req.requestId });
      return;
    }
    const period = leadsPeriodOf(parsed.data, todayInEastern());
    await recordStaffAction(db, { staffId: staffOf(req).id, action: 'leads_exported', details: period, ip: clientIpOf(req) });
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsFileName(period)}"`,
      'Cache-Control': 'private, no-store',
    });
    try {
      // The byte order mark tells spreadsheets the file is UTF-8 (names with accents).
      if (!(await send(res, `\uFEFF${csvLine(LEADS_CSV_COLUMNS)}`))) return;
      for await (const rows of leadPages(db, period)) {
        if (!(await send(res, rows.map(csvRowOf).join('')))) return;
      }
      res.end();
    } catch (error) {
      logger.error({ err: error }, 'the leads export failed part way');
      res.destroy();
    }
  });
}
