/**
 * Policy search (seed 001 §5, §7, §9), open to anyone: a policy is found only by two exact factors, its
 * number and its policyholder's last name, or the policyholder's full name and the ZIP code; never by a
 * prefix. A result shows in full what the person gave and masks the rest (contracts/policies.ts). 10 results
 * a page, the customer's name (never the writing company) as the customer, and never a made-up row.
 *
 * Every search is one or more index lookups by equality ("segments"), each read in id order: the policy
 * number's unique index, or (last name, first name, ZIP) of migration 008 once per way the name splits into
 * a first and a last name. A page is at most 10 index steps past its offset, and the total is a count over
 * the same lookups. Statements are fixed strings, so on SQLite each is prepared once per connection.
 */
import {
  customerNameSplits,
  maskPolicyNumber,
  POLICY_SEARCH_PAGE_SIZE,
  type TPolicySearchResult,
  type TVerifyPolicyQuery,
  type TVerifyPolicyResponse,
} from '@contracts/policies';
import type { Database } from '../db/database';
import { queryRows } from '../db/prepared';
import { POLICIES_TABLE, policyNumberKey, searchKey, zip5Of } from './policy-keys';

/** One index lookup: its condition, in the order of the index that answers it. */
export type SearchSegment = { where: string; params: unknown[] };

const RESULT_COLUMNS = 'id AS policy_id, policy_number, first_name, last_name, policy_type, status, start_date, city, state';

/** The lookups that answer a search (none when a factor normalises to nothing, e.g. '!!!'). */
function searchSegments(query: TVerifyPolicyQuery): SearchSegment[] {
  if ('policyNumber' in query) {
    const number = policyNumberKey(query.policyNumber);
    const last = searchKey(query.lastName);
    return number && last ? [{ where: 'policy_number = ? AND last_name_key = ?', params: [number, last] }] : [];
  }
  const zip5 = zip5Of(query.zip);
  return customerNameSplits(query.customerName).flatMap(({ first, last }) => {
    const [firstKey, lastKey] = [searchKey(first), searchKey(last)];
    return firstKey && lastKey ? [{ where: 'last_name_key = ? AND first_name_key = ? AND zip5 = ?', params: [lastKey, firstKey, zip5] }] : [];
  });
}

type PolicyRow = Omit<TPolicySearchResult, 'customer_name'> & { first_name: string; last_name: string };

/** What a result shows of a policy: in full, what the person proved; the other factor masked. */
const resultFor =
  (query: TVerifyPolicyQuery) =>
  ({ first_name, last_name, ...row }: PolicyRow): TPolicySearchResult => {
    const byNumber = 'policyNumber' in query;
    const initial = first_name.trim().charAt(0);
    return {
      ...row,
      policy_id: Number(row.policy_id),
      policy_number: byNumber ? row.policy_number : maskPolicyNumber(row.policy_number),
      customer_name: byNumber ? [initial && `${initial}.`, last_name].filter(Boolean).join(' ') : `${first_name} ${last_name}`.trim(),
    };
  };

const countSql = (segment: SearchSegment) => `SELECT count(*) AS total FROM ${POLICIES_TABLE} WHERE ${segment.where}`;
const pageSql = (segment: SearchSegment) => `SELECT ${RESULT_COLUMNS} FROM ${POLICIES_TABLE} WHERE ${segment.where} ORDER BY id LIMIT ? OFFSET ?`;

/** Every statement a search may run (each segment's count and page), for checking their query plans. */
export const searchStatements = (query: TVerifyPolicyQuery): [sql: string, bindings: unknown[]][] =>
  searchSegments(query).flatMap((segment) => [
    [countSql(segment), segment.params],
    [pageSql(segment), [...segment.params, POLICY_SEARCH_PAGE_SIZE, 0]],
  ]);

/** The page of 10 (1-based) of the policies the two factors find, and how many they find in all. */
export async function searchPolicies(db: Database, query: TVerifyPolicyQuery): Promise<TVerifyPolicyResponse> {
  const pageSize = POLICY_SEARCH_PAGE_SIZE;
  const page = query.page;
  const segments = searchSegments(query);
  const counts = await Promise.all(
    segments.map(async (segment) => Number((await queryRows<{ total: number | string }>(db, countSql(segment), segment.params))[0]?.total ?? 0)),
  );

  // The segments follow one another: skip whole segments before the page, then read until it is full.
  const rows: PolicyRow[] = [];
  let offset = (page - 1) * pageSize;
  for (const [index, segment] of segments.entries()) {
    if (rows.length === pageSize) break;
    const count = counts[index] ?? 0;
    if (offset >= count) {
      offset -= count;
      continue;
    }
    rows.push(...(await queryRows<PolicyRow>(db, pageSql(segment), [...segment.params, pageSize - rows.length, offset])));
    offset = 0;
  }
  return { policyInfo: rows.map(resultFor(query)), total: counts.reduce((sum, count) => sum + count, 0), page, pageSize };
}
