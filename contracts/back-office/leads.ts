/**
 * The back office's leads report (issue 12): the quote requests received over a period of days in the
 * agency's time zone, counted by product, by campaign and by UTM source and medium, with one count a day,
 * and every one of them as a CSV file. Every route needs a signed-in staff session (401 otherwise).
 */
import { initContract } from '@ts-rest/core';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import { isDateValue } from '../fields';
import { ZErrorResponse } from '../errors';

dayjs.extend(utc);

/** The longest period a report covers, in days (a leap year). */
export const LEADS_MAX_PERIOD_DAYS = 366;
/** The period shown when none is chosen: the last 30 days, today included. */
export const LEADS_DEFAULT_PERIOD_DAYS = 30;
/** What a table shows for a lead with no campaign, source or medium. */
export const LEADS_NONE_LABEL = '(none)';

export const LEADS_MESSAGES = {
  from: 'Enter the start date as YYYY-MM-DD',
  to: 'Enter the end date as YYYY-MM-DD',
  order: 'The end date must not be before the start date',
  tooLong: `Choose a period of at most ${LEADS_MAX_PERIOD_DAYS} days`,
} as const;

/** Days from one YYYY-MM-DD value to another (calendar days, whatever the time zone). */
export const daysBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'day');
/** A YYYY-MM-DD value moved by a number of days. */
export const addDays = (date: string, days: number): string => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');

const isoDate = (message: string) => z.string().refine(isDateValue, message);

export const ZLeadsQuery = z
  .object({
    /** The first day (America/New_York), YYYY-MM-DD. */
    from: isoDate(LEADS_MESSAGES.from).optional(),
    /** The last day, included, YYYY-MM-DD. */
    to: isoDate(LEADS_MESSAGES.to).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (!query.from || !query.to || !isDateValue(query.from) || !isDateValue(query.to)) return;
    if (query.to < query.from) ctx.addIssue({ code: z.ZodIssueCode.custom, message: LEADS_MESSAGES.order, path: ['to'] });
    else if (daysBetween(query.from, query.to) + 1 > LEADS_MAX_PERIOD_DAYS)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: LEADS_MESSAGES.tooLong, path: ['to'] });
  });
export type TLeadsQuery = z.input<typeof ZLeadsQuery>;

export type TLeadsPeriod = { from: string; to: string };

/**
 * The period a query names: both days as given; one day alone opens or closes a period of the default
 * length; neither is the last 30 days up to `today`.
 */
export function leadsPeriodOf(query: TLeadsQuery, today: string): TLeadsPeriod {
  const span = LEADS_DEFAULT_PERIOD_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  const to = query.to ?? today;
  return { from: addDays(to, -span), to };
}

const ZCount = z.number().int().nonnegative();

export const ZLeadsReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  total: ZCount,
  /** Most leads first; the product as the form named it. */
  byProduct: z.array(z.object({ product: z.string(), count: ZCount })),
  /** Most leads first; '' is a lead without a campaign. */
  byCampaign: z.array(z.object({ campaign: z.string(), count: ZCount })),
  /** Most leads first; '' is a lead without that UTM parameter. */
  bySourceMedium: z.array(z.object({ source: z.string(), medium: z.string(), count: ZCount })),
  /** Every day of the period in order, days without a lead included (count 0). */
  days: z.array(z.object({ date: z.string(), count: ZCount })),
});
export type TLeadsReport = z.infer<typeof ZLeadsReport>;

/** Where the period's leads are downloaded as CSV (a plain route beside the contract: its answer is a file). */
export const LEADS_EXPORT_PATH = '/api/admin/leads/export';
export const leadsExportPath = (period: Partial<TLeadsPeriod>): string => {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  const search = params.toString();
  return search ? `${LEADS_EXPORT_PATH}?${search}` : LEADS_EXPORT_PATH;
};

/** The CSV file's columns, in order. */
export const LEADS_CSV_COLUMNS = [
  'Reference',
  'Received',
  'Product',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Campaign',
  'UTM Source',
  'UTM Medium',
  'UTM Campaign',
  'UTM Content',
  'UTM Term',
] as const;

const c = initContract();

export const leadsContract = c.router({
  getLeads: {
    method: 'GET',
    path: '/api/admin/leads',
    summary: 'Quote requests over a period (default: the last 30 days) by product, campaign, UTM source and medium, and per day',
    query: ZLeadsQuery,
    responses: { 200: ZLeadsReport, 401: ZErrorResponse, 422: ZErrorResponse, 500: ZErrorResponse },
    strictStatusCodes: true,
  },
});
