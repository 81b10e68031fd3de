/**
 * The back office's policy search (contracts/back-office/policy-search.ts): any criterion, whole records, for
 * signed-in staff. Fast at a million policies because every search reads one index in its order:
 *
 * - each criterion is a condition its own index answers (policy number: the unique index; last name, or
 *   last and first name: (last, first, id); first name alone: (first, last, id); phone: (phone, id);
 *   e-mail: (email_key, id); address: (address_key, id); ZIP: (zip5, id) of migration 019); the beginnings of
 *   a name, number, e-mail or address are ranges of the byte-ordered keys (policy-keys.ts prefixRange);
 * - of the criteria given, the one likely to find the fewest policies "drives": its index is read in order
 *   (ORDER BY is that index's order, so nothing is sorted), and the other criteria and the filters are
 *   checked on each row it reads, stopping when the page is full;
 * - the total is counted up to STAFF_POLICY_SEARCH_MAX_RESULTS + 1 rows, never the whole range, and pages
 *   stop there: a search that finds more should be narrowed.
 *
 * On SQLite the driving index is named (INDEXED BY), so the plan does not depend on statistics; PostgreSQL
 * has its own and picks the same index for these shapes (checked with EXPLAIN in policy-search.test.ts).
 */
import { accountsLinkedTo } from '../accounts/linked-policies';
import {
  STAFF_POLICY_SEARCH_MAX_RESULTS,
  type StaffPolicyCriterion,
  type TStaffPolicy,
  type TStaffPolicyPage,
  type TStaffPolicySearch,
} from '@contracts/back-office/policy-search';
import { digitsOnly, formatPhoneDigits } from '@contracts/fields';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/prepared';
import { emailKey, POLICIES_TABLE, policyNumberKey, prefixRange, searchKey, zip5Of } from '../policy-keys';

type Condition = { sql: string; params: unknown[] };

/** One criterion as its index answers it: the condition, the index, its order, and a guess at how many it finds (lower: fewer). */
type Lookup = Condition & { index: string; orderBy: string; breadth: number };

const range = (column: string, key: string): Condition => ({ sql: `${column} >= ? AND ${column} < ?`, params: prefixRange(key) });

/** A longer beginning finds fewer: a guess good enough to choose the index to read. */
const byLength = (key: string, [short, medium, long]: [number, number, number], [mediumFrom, longFrom]: [number, number]) =>
  key.length >= longFrom ? long : key.length >= mediumFrom ? medium : short;

/** Ten digits: an eleven-digit number's leading country code 1 dropped. */
const phoneKey = (phone: string) => {
  const digits = digitsOnly(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
};

/** The lookup of each criterion given, or null when one normalises to nothing ('!!!'): nothing can match it. */
function lookupsOf(search: TStaffPolicySearch): Partial<Record<StaffPolicyCriterion, Lookup>> | null {
  const lookups: Partial<Record<StaffPolicyCriterion, Lookup>> = {};
  const keys = {
    policyNumber: search.policyNumber === undefined ? undefined : policyNumberKey(search.policyNumber),
    firstName: search.firstName === undefined ? undefined : searchKey(search.firstName),
    lastName: search.lastName === undefined ? undefined : searchKey(search.lastName),
    phone: search.phone === undefined ? undefined : phoneKey(search.phone),
    email: search.email === undefined ? undefined : emailKey(search.email),
    address: search.address === undefined ? undefined : searchKey(search.address),
    zip: search.zip === undefined ? undefined : zip5Of(search.zip),
  };
  if (Object.values(keys).some((key) => key === '')) return null;
  const { policyNumber, firstName, lastName, phone, email, address, zip } = keys;
  if (phone !== undefined) lookups.phone = { sql: 'phone = ?', params: [phone], index: 'policies_phone_idx', orderBy: 'phone, id', breadth: 1 };
  if (email !== undefined)
    lookups.email = { ...range('email_key', email), index: 'policies_email_idx', orderBy: 'email_key, id', breadth: byLength(email, [7, 3, 2], [4, 8]) };
  if (policyNumber !== undefined)
    lookups.policyNumber = {
      ...range('policy_number', policyNumber),
      index: 'policies_policy_number_unique',
      orderBy: 'policy_number',
      breadth: byLength(policyNumber, [8, 5, 2], [4, 7]),
    };
  if (lastName !== undefined) {
    const both = firstName !== undefined ? [range('last_name_key', lastName), range('first_name_key', firstName)] : [range('last_name_key', lastName)];
    lookups.lastName = {
      sql: both.map((condition) => condition.sql).join(' AND '),
      params: both.flatMap((condition) => condition.params),
      index: 'policies_last_first_idx',
      orderBy: 'last_name_key, first_name_key, id',
      breadth: byLength(lastName, [7, 5, 3], [2, 4]) - (firstName !== undefined ? 1 : 0),
    };
  } else if (firstName !== undefined)
    lookups.firstName = {
      ...range('first_name_key', firstName),
      index: 'policies_first_last_idx',
      orderBy: 'first_name_key, last_name_key, id',
      breadth: byLength(firstName, [8, 6, 5], [2, 4]),
    };
  if (address !== undefined)
    lookups.address = {
      ...range('address_key', address),
      index: 'policies_address_idx',
      orderBy: 'address_key, id',
      breadth: byLength(address, [8, 5, 3], [4, 8]),
    };
  if (zip !== undefined) lookups.zip = { sql: 'zip5 = ?', params: [zip], index: 'policies_zip5_idx', orderBy: 'zip5, id', breadth: 4 };
  return lookups;
}

/** The statement parts of a search: the index to read in order, and every condition (its own first). */
export type SearchPlan = { index: string; orderBy: string; where: Condition } | null;

export function planSearch(search: TStaffPolicySearch): SearchPlan {
  const lookups = lookupsOf(search);
  if (!lookups) return null;
  const all = Object.values(lookups);
  const driver = all.reduce<Lookup | undefined>((best, lookup) => (!best || lookup.breadth < best.breadth ? lookup : best), undefined);
  if (!driver) return null;
  const filters: Condition[] = [];
  if (search.policyType) filters.push({ sql: 'policy_type = ?', params: [search.policyType] });
  if (search.status) filters.push({ sql: 'status = ?', params: [search.status] });
  if (search.state) filters.push({ sql: 'state = ?', params: [search.state] });
  const conditions = [driver, ...all.filter((lookup) => lookup !== driver), ...filters];
  return {
    index: driver.index,
    orderBy: driver.orderBy,
    where: { sql: conditions.map((condition) => `(${condition.sql})`).join(' AND '), params: conditions.flatMap((condition) => condition.params) },
  };
}

const COLUMNS = `id, policy_number, first_name, last_name, address, city, state, zip, phone, email, policy_type, status, start_date, writing_company_name`;

type PolicyRow = {
  id: number | string;
  policy_number: string;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  policy_type: string;
  status: string;
  start_date: string;
  writing_company_name: string;
};

const toStaffPolicy = (row: PolicyRow): Omit<TStaffPolicy, 'linkedTo'> => ({
  id: Number(row.id),
  policyNumber: row.policy_number,
  firstName: row.first_name,
  lastName: row.last_name,
  customerName: `${row.first_name} ${row.last_name}`.trim(),
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: formatPhoneDigits(row.phone),
  email: row.email,
  policyType: row.policy_type,
  status: row.status,
  effectiveDate: row.start_date,
  writingCompany: row.writing_company_name,
});

/** The table, with the driving index named on SQLite. */
const fromClause = (db: Database, plan: NonNullable<SearchPlan>) =>
  db.client.config.client === 'better-sqlite3' ? `${POLICIES_TABLE} INDEXED BY ${plan.index}` : POLICIES_TABLE;

/** The two statements of a search (the capped count, then the page), for running and for checking their plans. */
export function searchStatements(db: Database, search: TStaffPolicySearch): { count: [string, unknown[]]; page: [string, unknown[]] } | null {
  const plan = planSearch(search);
  if (!plan) return null;
  const from = fromClause(db, plan);
  return {
    count: [
      `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${plan.where.sql} LIMIT ?) AS capped`,
      [...plan.where.params, STAFF_POLICY_SEARCH_MAX_RESULTS + 1],
    ],
    page: [
      `SELECT ${COLUMNS} FROM ${from} WHERE ${plan.where.sql} ORDER BY ${plan.orderBy} LIMIT ? OFFSET ?`,
      [...plan.where.params, search.pageSize, (search.page - 1) * search.pageSize],
    ],
  };
}

/** A page of the policies matching every criterion and filter given, and how many match (up to the cap). */
export async function searchStaffPolicies(db: Database, search: TStaffPolicySearch): Promise<TStaffPolicyPage> {
  const { page, pageSize } = search;
  const statements = searchStatements(db, search);
  if (!statements) return { items: [], total: 0, totalIsCapped: false, page, pageSize };
  const [countRows, rows] = await Promise.all([queryRows<{ total: number | string }>(db, ...statements.count), queryRows<PolicyRow>(db, ...statements.page)]);
  const counted = Number(countRows[0]?.total ?? 0);
  const linked = await accountsLinkedTo(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    items: rows.map((row) => ({ ...toStaffPolicy(row), linkedTo: linked.get(Number(row.id)) ?? [] })),
    total: Math.min(counted, STAFF_POLICY_SEARCH_MAX_RESULTS),
    totalIsCapped: counted > STAFF_POLICY_SEARCH_MAX_RESULTS,
    page,
    pageSize,
  };
}

/** What the audit log keeps of a search: the criteria and filters given (not the paging). */
export const auditedCriteria = ({ page: _page, pageSize: _size, ...criteria }: TStaffPolicySearch) =>
  Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined));
