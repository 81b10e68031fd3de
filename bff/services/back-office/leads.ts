/**
 * The leads report: the quote requests received over a period of days in the agency's time zone, counted by
 * the database (GROUP BY over the range of migration 018's index), and every one of them read a page at a
 * time for the CSV export, so that a year of leads never sits in memory at once.
 */
import dayjs from 'dayjs';
import type { Knex } from 'knex';
import { addDays, daysBetween, type TLeadsPeriod, type TLeadsReport } from '@contracts/back-office/leads';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import { isPostgres } from '../../db/database';
import { QUOTE_REQUESTS_TABLE } from '../quote-requests';

const HOUR_MS = 3_600_000;

/** The moments a period covers: from the first moment of its first day to the first moment after its last (New York time). */
export function momentsOf(period: TLeadsPeriod): { start: Date; end: Date } {
  const startOf = (date: string) => dayjs.tz(date, AGENCY_TIME_ZONE).startOf('day').toDate();
  return { start: startOf(period.from), end: startOf(addDays(period.to, 1)) };
}

/** One formatter for every hour of a report (dayjs's time zone conversion costs a fresh Intl call each time: seconds for a year of hours). */
const EASTERN_DAY = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day (YYYY-MM-DD, New York time) of a moment. */
export const easternDayOf = (epochMs: number) => {
  const part = Object.fromEntries(EASTERN_DAY.formatToParts(epochMs).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
};

/**
 * The hour (since the epoch) a row was received in. New York is always a whole number of hours from UTC, so
 * an hour lies within one New York day: the database counts by hour, the same on SQLite (epoch
 * milliseconds) and PostgreSQL (timestamptz), and the hours are then summed into days here (at most 8,784).
 */
const hourOf = (db: Knex) => (isPostgres(db) ? 'FLOOR(EXTRACT(EPOCH FROM created_at) / 3600)::bigint' : `CAST(created_at / ${HOUR_MS} AS INTEGER)`);

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

export async function leadsReport(db: Knex, period: TLeadsPeriod): Promise<TLeadsReport> {
  const { start, end } = momentsOf(period);
  const inPeriod = () => db(QUOTE_REQUESTS_TABLE).where('created_at', '>=', start).andWhere('created_at', '<', end);
  const counted = (rows: Record<string, unknown>[]): (Record<string, unknown> & { count: number })[] => rows.map((row) => ({ ...row, count: Number(row.n) }));

  const [products, campaigns, sourceMedia, hours] = await Promise.all([
    inPeriod().select('product_type').count({ n: '*' }).groupBy('product_type'),
    inPeriod().select('campaign').count({ n: '*' }).groupBy('campaign'),
    inPeriod().select('utm_source', 'utm_medium').count({ n: '*' }).groupBy('utm_source', 'utm_medium'),
    inPeriod()
      .select(db.raw(`${hourOf(db)} as hour`))
      .count({ n: '*' })
      .groupByRaw(hourOf(db)),
  ]);

  const perDay = new Map<string, number>();
  for (const row of counted(hours)) {
    const day = easternDayOf(Number(row.hour) * HOUR_MS);
    perDay.set(day, (perDay.get(day) ?? 0) + row.count);
  }
  const days = Array.from({ length: daysBetween(period.from, period.to) + 1 }, (_, index) => {
    const date = addDays(period.from, index);
    return { date, count: perDay.get(date) ?? 0 };
  });

  return {
    period,
    total: days.reduce((sum, day) => sum + day.count, 0),
    byProduct: counted(products)
      .map((row) => ({ product: String(row.product_type), count: row.count }))
      .sort(byCountThenName((row) => row.product)),
    byCampaign: counted(campaigns)
      .map((row) => ({ campaign: String(row.campaign), count: row.count }))
      .sort(byCountThenName((row) => row.campaign)),
    bySourceMedium: counted(sourceMedia)
      .map((row) => ({ source: String(row.utm_source), medium: String(row.utm_medium), count: row.count }))
      .sort(byCountThenName((row) => `${row.source}\u0000${row.medium}`)),
    days,
  };
}

export type LeadRow = {
  id: number;
  reference_number: string;
  created_at: unknown;
  product_type: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  campaign: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
};

const LEAD_COLUMNS = [
  'id',
  'reference_number',
  'created_at',
  'product_type',
  'first_name',
  'last_name',
  'email',
  'phone',
  'campaign',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const;

/** How many rows the export reads at a time. */
export const LEAD_PAGE_SIZE = 1000;

/**
 * The period's quote requests in order of arrival, a page at a time: each page starts after the last row's
 * moment and id (keyset), a range of the (created_at, id) index however far into the period it is.
 */
/** One page of the export: the period's rows after `after` (a row's moment and id), in order of arrival. */
export function leadPageQuery(db: Knex, period: TLeadsPeriod, after: { createdAt: unknown; id: number } | undefined, pageSize = LEAD_PAGE_SIZE) {
  const { start, end } = momentsOf(period);
  const query = db(QUOTE_REQUESTS_TABLE)
    .select(...LEAD_COLUMNS)
    .where('created_at', '>=', start)
    .andWhere('created_at', '<', end)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(pageSize);
  if (after) query.andWhereRaw('(created_at, id) > (?, ?)', [after.createdAt as Knex.Value, after.id]);
  return query;
}

/**
 * The period's quote requests in order of arrival, a page at a time: each page starts after the last row's
 * moment and id (keyset), a range of the (created_at, id) index however far into the period it is.
 */
export async function* leadPages(db: Knex, period: TLeadsPeriod, pageSize = LEAD_PAGE_SIZE): AsyncGenerator<LeadRow[]> {
  let after: { createdAt: unknown; id: number } | undefined;
  for (;;) {
    const rows = (await leadPageQuery(db, period, after, pageSize)) as LeadRow[];
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as LeadRow;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** A row's received moment as ISO 8601 (SQLite keeps epoch milliseconds, PostgreSQL a Date). */
export const receivedIso = (value: unknown) => new Date(value as string | number | Date).toISOString();
