/**
 * Demo policies for policy search: realistic names, carriers, types, statuses and addresses, the same every
 * time for the same seed and starting count. `npm run db:seed-policies -- --count N` (seed-policies-cli.ts).
 */
import { emailKey, POLICIES_TABLE, policyNumberKey, searchKey, zip5Of } from '../services/policy-keys';
import type { Database } from './database';
import {
  CARRIERS,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  POLICY_NUMBER_PREFIXES,
  POLICY_TYPE_WEIGHTS,
  STATUS_WEIGHTS,
  STREET_NAMES,
  STREET_SUFFIXES,
} from './seed-data/policy-demo-data';

/** A policy as given to `insertPolicies`: what a person would type; the search keys are derived from it. */
export type PolicyInput = {
  policy_number: string;
  first_name: string;
  last_name: string;
  writing_company_name: string;
  policy_type: string;
  status: string;
  start_date: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
};

const COLUMNS = [
  'policy_number',
  'first_name',
  'last_name',
  'writing_company_name',
  'policy_type',
  'status',
  'start_date',
  'address',
  'city',
  'state',
  'zip',
  'zip5',
  'phone',
  'email',
  'last_name_key',
  'first_name_key',
  'email_key',
  'address_key',
] as const;

const rowValues = (policy: PolicyInput) => {
  const row = {
    ...policy,
    policy_number: policyNumberKey(policy.policy_number),
    last_name_key: searchKey(policy.last_name),
    first_name_key: searchKey(policy.first_name),
    email_key: emailKey(policy.email),
    address_key: searchKey(policy.address),
    zip5: zip5Of(policy.zip),
  };
  return COLUMNS.map((column) => row[column]);
};

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item at `index` of a list that has one there (the demo data's lists are never empty). */
function pick<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index} of ${items.length}.`);
  return item;
}

/** A random item of a list. */
const randomItem = <T>(items: readonly T[], random: number): T => pick(items, Math.floor(random * items.length));

function weightedPicker<T>(entries: [T, number][]): (random: number) => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let point = random * total;
    for (const [value, weight] of entries) if ((point -= weight) < 0) return value;
    return pick(entries, entries.length - 1)[0];
  };
}

const pickType = weightedPicker(POLICY_TYPE_WEIGHTS);
const pickStatus = weightedPicker(STATUS_WEIGHTS);

/** Common names more often: the lists run from most to least common. */
const skewedIndex = (random: number, length: number) => Math.floor(random ** 1.7 * length);

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
const DAY_MS = 86_400_000;

/**
 * The policy number of the index-th demo policy: a type prefix and eight digits. (48271 and 90,000,000
 * share no factor, so the digits of two indexes below 90 million never collide.)
 */
const policyDigits = (index: number) => 10_000_000 + ((index * 48_271 + 12_345_678) % 90_000_000);

/** The index-th demo policy of a run with this seed, as of `today` (YYYY-MM-DD). */
export function demoPolicy(index: number, seed: number, today: string): PolicyInput {
  const random = seededRandom(seed * 1_000_003 + index);
  const first = pick(FIRST_NAMES, skewedIndex(random(), FIRST_NAMES.length));
  const last = pick(LAST_NAMES, skewedIndex(random(), LAST_NAMES.length));
  const type = pickType(random());
  const carriers = CARRIERS.filter((carrier) => carrier.lines.includes(type));
  const carrier = randomItem(carriers, random());
  const status = pickStatus(random());
  const place = randomItem(PLACES, random());
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  // Pending policies start soon; expired ones started over a year ago; the others within the last year or so.
  const daysFromToday =
    status === 'Pending' ? 1 + Math.floor(random() * 45) : status === 'Expired' ? -(400 + Math.floor(random() * 1400)) : -Math.floor(random() * 700);
  const street = `${randomItem(STREET_NAMES, random())} ${randomItem(STREET_SUFFIXES, random())}`;
  return {
    policy_number: `${POLICY_NUMBER_PREFIXES[type] ?? 'PL'}${policyDigits(index)}`,
    first_name: first,
    last_name: last,
    writing_company_name: carrier.name,
    policy_type: type,
    status,
    start_date: isoDate(new Date(todayMs + daysFromToday * DAY_MS)),
    address: `${1 + Math.floor(random() * 9899)} ${street}`,
    city: place.city,
    state: place.state,
    zip: randomItem(place.zips, random()),
    phone: `${place.areaCode}555${pad(Math.floor(random() * 10_000), 4)}`,
    email: `${searchKey(first).replace(/ /g, '')}.${searchKey(last).replace(/ /g, '')}${index}@example.com`,
  };
}

/** Rows per INSERT statement: 17 columns x 500 = 8,500 bound values, inside SQLite's limit of 32,766. */
const ROWS_PER_STATEMENT = 500;

type SqliteStatement = { run: (...params: unknown[]) => unknown; all: (...params: unknown[]) => unknown[] };
type SqliteConnection = {
  prepare: (sql: string) => SqliteStatement;
  transaction: (fn: () => void) => () => void;
  pragma: (sql: string, options?: { simple: boolean }) => unknown;
};

/** The indexes migration 004 made, as SQLite stores their CREATE statements (the unique one stays). */
const SECONDARY_INDEXES_SQL = `SELECT name, sql FROM sqlite_master
  WHERE type = 'index' AND tbl_name = '${POLICIES_TABLE}' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'`;

/**
 * PostgreSQL: a batch of rows as one JSON parameter, unpacked by the server (one bound value instead of 17
 * per row, and no query text to build per batch).
 */
const PG_INSERT_JSON_SQL = `INSERT INTO ${POLICIES_TABLE} (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.join(', ')} FROM json_populate_recordset(NULL::${POLICIES_TABLE}, ?::json)`;
const PG_ROWS_PER_STATEMENT = 5000;

const PG_SECONDARY_INDEXES_SQL = `SELECT indexname, indexdef FROM pg_indexes
  WHERE schemaname = current_schema() AND tablename = '${POLICIES_TABLE}' AND indexdef NOT LIKE 'CREATE UNIQUE%'`;

/** How long a seed waits for another writer's lock (the server's writes are short). */
const SEED_BUSY_TIMEOUT_MS = 10_000;

/** Page cache while seeding (KiB): the indexes of a million rows stay in memory instead of being re-read. */
const SEED_CACHE_KIB = 256 * 1024;

const insertSql = (rows: number) =>
  `INSERT INTO ${POLICIES_TABLE} (${COLUMNS.join(', ')}) VALUES ${Array.from({ length: rows }, () => `(${COLUMNS.map(() => '?').join(', ')})`).join(', ')}`;

/**
 * Stores policies in one transaction: on SQLite through one prepared multi-row INSERT on the raw
 * connection (a million rows in well under a minute), on PostgreSQL in multi-row batches through Knex.
 * With `rebuildIndexes` (many rows), the indexes other than the unique one are dropped first and made again
 * at the end: one sort each instead of a b-tree insert per row.
 */
export async function insertPolicies(db: Database, policies: Iterable<PolicyInput>, options: { rebuildIndexes?: boolean } = {}): Promise<number> {
  let inserted = 0;
  if (db.client.config.client === 'better-sqlite3') {
    const connection: SqliteConnection = await db.client.acquireConnection();
    const cacheSize = connection.pragma('cache_size', { simple: true });
    const busyTimeout = connection.pragma('busy_timeout', { simple: true });
    try {
      connection.pragma(`cache_size = -${SEED_CACHE_KIB}`);
      // A seed runs in a process of its own (the CLI, a test): it may wait, blocking, for a server's write to end.
      connection.pragma(`busy_timeout = ${SEED_BUSY_TIMEOUT_MS}`);
      const full = connection.prepare(insertSql(ROWS_PER_STATEMENT));
      connection.transaction(() => {
        // Many rows: the indexes are dropped and made again afterwards (a sort, much faster than a million
        // random b-tree inserts), inside the transaction, so a failure leaves them as they were.
        const indexes = options.rebuildIndexes ? (connection.prepare(SECONDARY_INDEXES_SQL).all() as { name: string; sql: string }[]) : [];
        for (const { name } of indexes) connection.prepare(`DROP INDEX "${name}"`).run();
        let batch: unknown[] = [];
        let rows = 0;
        for (const policy of policies) {
          batch.push(...rowValues(policy));
          if ((rows += 1) === ROWS_PER_STATEMENT) {
            full.run(batch);
            inserted += rows;
            batch = [];
            rows = 0;
          }
        }
        if (rows) connection.prepare(insertSql(rows)).run(batch);
        inserted += rows;
        for (const { sql } of indexes) connection.prepare(sql).run();
      })();
    } finally {
      connection.pragma(`cache_size = ${cacheSize}`);
      connection.pragma(`busy_timeout = ${busyTimeout}`);
      db.client.releaseConnection(connection);
    }
    return inserted;
  }
  await db.transaction(async (trx) => {
    const indexes: { indexname: string; indexdef: string }[] = options.rebuildIndexes ? (await trx.raw(PG_SECONDARY_INDEXES_SQL)).rows : [];
    for (const { indexname } of indexes) await trx.raw('DROP INDEX ??', [indexname]);
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length) await trx.raw(PG_INSERT_JSON_SQL, [JSON.stringify(batch)]);
      inserted += batch.length;
      batch = [];
    };
    for (const policy of policies) {
      const values = rowValues(policy);
      batch.push(Object.fromEntries(COLUMNS.map((column, index) => [column, values[index]])));
      if (batch.length === PG_ROWS_PER_STATEMENT) await flush();
    }
    await flush();
    for (const { indexdef } of indexes) await trx.raw(indexdef);
  });
  return inserted;
}

/** From this many new rows, rebuilding the indexes beats updating them row by row. */
const REBUILD_INDEXES_FROM = 50_000;

export type SeedOptions = { count: number; seed?: number; today?: string };

/**
 * Adds `count` demo policies after the ones already stored (their numbers continue the sequence, so a second
 * run adds more rather than colliding). Answers the first few made, to show a person what to search for.
 */
export async function seedDemoPolicies(db: Database, { count, seed = 20_240_601, today = isoDate(new Date()) }: SeedOptions) {
  const [row] = await db(POLICIES_TABLE).count({ n: '*' });
  const start = Number(row?.n ?? 0);
  function* policies() {
    for (let index = start; index < start + count; index += 1) yield demoPolicy(index, seed, today);
  }
  const inserted = await insertPolicies(db, policies(), { rebuildIndexes: count >= REBUILD_INDEXES_FROM });
  // Fresh statistics for the planner; on PostgreSQL, VACUUM also marks the pages all-visible, so counting a
  // name's matches reads the index alone (index-only scan) rather than every matching row.
  if (db.client.config.client === 'pg') await db.raw('VACUUM ANALYZE policies');
  else {
    await db.raw('PRAGMA analysis_limit = 1000');
    await db.raw('ANALYZE policies');
  }
  const samples = Array.from({ length: Math.min(5, count) }, (_, i) => demoPolicy(start + i, seed, today));
  return { inserted, samples };
}
