/**
 * Policy search (seed 001 §5, §7, §9): one criterion, 10 results a page, the customer's name (never the
 * writing company) as the customer, and never a made-up row.
 *
 * Every search is one or two index ranges of migration 004 ("segments"), each read in its index order: a
 * page is at most 10 index steps past its offset, and the total is a count over the same ranges. Statements
 * are fixed strings, so on SQLite each is prepared once per connection (bff/db/prepared.ts).
 */
import {
  POLICY_SEARCH_PAGE_SIZE,
  type TPolicySearchResult,
  type TVerifyPolicyQuery,
  type TVerifyPolicyResponse,
} from '@contracts/policies';
import type { Database } from '../db/database';
import { queryRows } from '../db/prepared';
import { emailKey, policyNumberKey, prefixRange, searchKey } from './policy-keys';

/** One index range: its condition and the order of the index that answers it. */
export type SearchSegment = { where: string; params: unknown[]; orderBy: string };

const RESULT_COLUMNS = `id AS policy_id, policy_number, first_name, last_name, writing_company_name, policy_type, status,
  start_date, address, city, state, zip`;

const BY_NAME = 'last_name_key, first_name_key, id';
const BY_FIRST_NAME = 'first_name_key, last_name_key, id';
const IN_LAST_NAME = 'last_name_key >= ? AND last_name_key < ?';
const IN_FIRST_NAME = 'first_name_key >= ? AND first_name_key < ?';

const nameSegment = (last: string, first?: string): SearchSegment =>
  first
    ? { where: `${IN_LAST_NAME} AND ${IN_FIRST_NAME}`, params: [...prefixRange(last), ...prefixRange(first)], orderBy: BY_NAME }
    : { where: IN_LAST_NAME, params: prefixRange(last), orderBy: BY_NAME };

/**
 * What a person means by a customer's name: 'Smith, John' and 'John Smith' are a first and a last name
 * (each matching the beginning, so 'Jo Smi' finds John Smith); 'Smith' alone is a surname, or failing that
 * a first name: surname matches come first, then first-name matches that are not surname matches.
 */
export function customerNameSegments(customerName: string): SearchSegment[] {
  const comma = customerName.indexOf(',');
  if (comma >= 0) {
    const last = searchKey(customerName.slice(0, comma));
    const first = searchKey(customerName.slice(comma + 1));
    if (!last) return first ? customerNameSegments(first) : [];
    return [nameSegment(last, first || undefined)];
  }
  const words = searchKey(customerName).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  if (words.length > 1) return [nameSegment(words.slice(1).join(' '), words[0])];
  const [word] = words;
  return [
    nameSegment(word),
    { where: `${IN_FIRST_NAME} AND NOT (${IN_LAST_NAME})`, params: [...prefixRange(word), ...prefixRange(word)], orderBy: BY_FIRST_NAME },
  ];
}

/** The index ranges that answer a search (none when the criterion normalises to nothing, e.g. '!!!'). */
export function searchSegments(query: TVerifyPolicyQuery): SearchSegment[] {
  if (query.policyNumber !== undefined) {
    const key = policyNumberKey(query.policyNumber);
    return key ? [{ where: 'policy_number >= ? AND policy_number < ?', params: prefixRange(key), orderBy: 'policy_number' }] : [];
  }
  if (query.customerName !== undefined) return customerNameSegments(query.customerName);
  if (query.phoneNumber !== undefined) return [{ where: 'phone = ?', params: [query.phoneNumber], orderBy: 'id' }];
  if (query.email !== undefined) return [{ where: 'email_key = ?', params: [emailKey(query.email)], orderBy: 'id' }];
  if (query.address !== undefined) {
    const key = searchKey(query.address);
    return key ? [{ where: 'address_key >= ? AND address_key < ?', params: prefixRange(key), orderBy: 'address_key, id' }] : [];
  }
  if (query.advanced !== undefined) {
    const { zip, policyType, status, dateFrom, dateTo } = query.advanced;
    const filters: [string, unknown][] = [['zip = ?', zip]];
    if (policyType) filters.push(['policy_type = ?', policyType]);
    if (status) filters.push(['status = ?', status]);
    if (dateFrom) filters.push(['start_date >= ?', dateFrom]);
    if (dateTo) filters.push(['start_date <= ?', dateTo]);
    return [{ where: filters.map(([sql]) => sql).join(' AND '), params: filters.map(([, value]) => value), orderBy: 'id' }];
  }
  return [];
}

type PolicyRow = Omit<TPolicySearchResult, 'customer_name'> & { first_name: string; last_name: string };

const toResult = ({ first_name, last_name, ...row }: PolicyRow): TPolicySearchResult => ({
  ...row,
  policy_id: Number(row.policy_id),
  customer_name: `${first_name} ${last_name}`.trim(),
});

const countSql = (segment: SearchSegment) => `SELECT count(*) AS total FROM policies WHERE ${segment.where}`;
const pageSql = (segment: SearchSegment) =>
  `SELECT ${RESULT_COLUMNS} FROM policies WHERE ${segment.where} ORDER BY ${segment.orderBy} LIMIT ? OFFSET ?`;

/** Every statement a search may run (each segment's count and page), for checking their query plans. */
export const searchStatements = (query: TVerifyPolicyQuery): [sql: string, bindings: unknown[]][] =>
  searchSegments(query).flatMap((segment) => [
    [countSql(segment), segment.params],
    [pageSql(segment), [...segment.params, POLICY_SEARCH_PAGE_SIZE, 0]],
  ]);

/** The page of 10 (1-based) of the policies matching the one criterion, and how many match in all. */
export async function searchPolicies(db: Database, query: TVerifyPolicyQuery): Promise<TVerifyPolicyResponse> {
  const pageSize = POLICY_SEARCH_PAGE_SIZE;
  const page = query.page;
  const segments = searchSegments(query);
  const counts = await Promise.all(
    segments.map(async (segment) => Number((await queryRows<{ total: number | string }>(db, countSql(segment), segment.params))[0].total)),
  );

  // The segments follow one another: skip whole segments before the page, then read until it is full.
  const rows: PolicyRow[] = [];
  let offset = (page - 1) * pageSize;
  for (const [index, segment] of segments.entries()) {
    if (rows.length === pageSize) break;
    if (offset >= counts[index]) {
      offset -= counts[index];
      continue;
    }
    rows.push(...(await queryRows<PolicyRow>(db, pageSql(segment), [...segment.params, pageSize - rows.length, offset])));
    offset = 0;
  }
  return { policyInfo: rows.map(toResult), total: counts.reduce((sum, count) => sum + count, 0), page, pageSize };
}
