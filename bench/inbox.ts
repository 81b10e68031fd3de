/**
 * The back office's inbox at 100,000 submissions: GET /api/admin/submissions on the real BFF (a temporary
 * SQLite file of submissions spread over a year, with their search terms and a status history row each),
 * signed in as a member of staff, against a bare Express 5 endpoint answering a fixed page of 25 rows (the
 * baseline, measured in the same run). Six kinds of query: the first page, a kind, a status within 30 days,
 * three letters of a last name, a whole reference number and page 200. Prints p50/p95/p99 and PASS/FAIL
 * against the target: p95 at most 20 ms at the BFF. See bench/README.md.
 *
 *   npm run bench:inbox
 *   BENCH_SUBMISSIONS=20000 BENCH_REQUESTS=300 BENCH_ROUNDS=1 npm run bench:inbox
 *
 * Exit code: 0 whatever the figures; 1 if a server failed or any request was not answered 200.
 */
import path from 'node:path';
import dayjs from 'dayjs';
import { SUBMISSION_KIND_VALUES, SUBMISSION_STATUS_VALUES, type SubmissionKind, type SubmissionStatus } from '@contracts/back-office/submission-kinds';
import { AGENCY_TIME_ZONE } from '@contracts/dates';
import { SUBMISSION_FORMS, type DescribedForm } from '@contracts/forms';
import { SIGNED_DOCUMENT_REFERENCE_PREFIX } from '@contracts/document-signing';
import { migrateToLatest, openDatabase } from '@bff/db/database';
import { openAtRestEncryption } from '@bff/services/encryption';
import { FIRST_NAMES, LAST_NAMES, POLICY_NUMBER_PREFIXES } from '@bff/db/seed-data/policy-demo-data';
import { searchTermsOf, searchWordsOf } from '@bff/services/back-office/submission-index';
import { searchKey } from '@bff/services/policy-keys';
import { issueReference } from '@bff/services/reference-numbers';
import { enrolStaff, signedInCookie } from '../tests/support/staff';
import { measureInRounds, latencySettings, temporarySqliteFile, wholeNumberFromEnv, startServer, type BenchRequest } from './sequential';

const TARGET_P95_MS = 20;

const submissionCount = wholeNumberFromEnv('BENCH_SUBMISSIONS', 100_000, 5000);
const { requestsPerKind, warmupRequests, rounds } = latencySettings({ requests: 1000, warmup: 200 });
const { sqliteFile, cleanUp } = temporarySqliteFile('agency-bench-inbox-');

const DAY_MS = 86_400_000;

type KindMix = { weight: number; prefix: string; portals: readonly ('public' | 'customer' | 'lender')[] };

/** How often each kind arrives, where it comes from, and its reference's prefix: the kinds no descriptor describes. */
const OTHER_KINDS: Record<Exclude<SubmissionKind, DescribedForm['kind']>, KindMix> = {
  quote: { weight: 30, prefix: 'QR', portals: ['public'] },
  signature: { weight: 3, prefix: SIGNED_DOCUMENT_REFERENCE_PREFIX, portals: ['customer'] },
};

/** A described form's mix where it is not the default (weight 5, from its pages' portals); its prefix is its descriptor's. */
const DESCRIBED_MIX: Partial<Record<DescribedForm['kind'], Omit<KindMix, 'prefix'>>> = {
  'insurance-request': { weight: 15, portals: ['lender'] },
  document: { weight: 15, portals: ['customer'] },
  home: { weight: 10, portals: ['customer', 'customer', 'public'] },
  auto: { weight: 10, portals: ['customer', 'customer', 'public'] },
  mortgagee: { weight: 8, portals: ['customer', 'public', 'lender'] },
  other: { weight: 7, portals: ['customer', 'public'] },
  cancellation: { weight: 5, portals: ['customer', 'public'] },
};

const KINDS: Record<SubmissionKind, KindMix> = {
  ...OTHER_KINDS,
  ...(Object.fromEntries(
    SUBMISSION_FORMS.map((form) => [
      form.kind,
      { weight: 5, portals: form.pages.map((page) => page.portal), ...DESCRIBED_MIX[form.kind], prefix: form.referencePrefix },
    ]),
  ) as Record<DescribedForm['kind'], KindMix>),
};
/** Where a submission stands by its age: new ones are mostly Received, old ones mostly done. */
const STATUSES_BY_AGE: { youngerThanDays: number; weights: [SubmissionStatus, number][] }[] = [
  {
    youngerThanDays: 3,
    weights: [
      ['received', 70],
      ['in_review', 30],
    ],
  },
  {
    youngerThanDays: 30,
    weights: [
      ['received', 15],
      ['in_review', 35],
      ['sent_to_carrier', 30],
      ['completed', 15],
      ['declined', 5],
    ],
  },
  {
    youngerThanDays: Infinity,
    weights: [
      ['received', 2],
      ['in_review', 5],
      ['sent_to_carrier', 13],
      ['completed', 65],
      ['declined', 15],
    ],
  },
];
const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'comcast.net', 'example.com'];

const randomItem = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Common names more often: the demo lists run from most to least common. */
const commonItem = <T>(items: readonly T[]): T => items[Math.floor(Math.random() ** 1.7 * items.length)]!;
const weighted = <T>(entries: readonly [T, number][]): T => {
  let point = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) if ((point -= weight) < 0) return value;
  return entries[entries.length - 1]![0];
};
const KIND_WEIGHTS = Object.entries(KINDS).map(([kind, { weight }]) => [kind as SubmissionKind, weight] as [SubmissionKind, number]);

type SqliteConnection = {
  prepare: (sql: string) => { run: (...params: unknown[]) => unknown };
  transaction: (fn: () => void) => () => void;
};

const insertSql = (table: string, columns: string[], rows: number) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => `(${columns.map(() => '?').join(', ')})`).join(', ')}`;

/**
 * Multi-row INSERTs of `columns` into `table` on the raw connection: `perStatement` rows at a time when given
 * (then `afterFlush` runs after each), else only when `flush` is called.
 */
function batchInserter(connection: SqliteConnection, table: string, columns: string[], perStatement?: number, afterFlush?: () => void) {
  const full = perStatement ? connection.prepare(insertSql(table, columns, perStatement)) : undefined;
  let values: unknown[] = [];
  let rows = 0;
  const flush = () => {
    if (full && rows === perStatement) full.run(values);
    else if (rows) connection.prepare(insertSql(table, columns, rows)).run(values);
    values = [];
    rows = 0;
    afterFlush?.();
  };
  return {
    add: (row: unknown[]) => {
      values.push(...row);
      if ((rows += 1) === perStatement) flush();
    },
    flush,
  };
}

const SUBMISSION_COLUMNS = [
  'id',
  'reference_number',
  'kind',
  'portal_type',
  'name',
  'email',
  'policy_number',
  'status',
  'status_changed_at',
  'assigned_staff_id',
  'created_at',
];

/**
 * `count` submissions received over the year up to now, oldest first, as the index stores them (timestamps
 * in milliseconds, as Knex binds a Date on SQLite), with their search terms (searchTermsOf) and a history row
 * for their status; in one transaction, through multi-row INSERTs. Answers what the queries will look for.
 */
async function seedSubmissions(db: ReturnType<typeof openDatabase>, count: number, staffIds: number[]) {
  const connection: SqliteConnection = await db.client.acquireConnection();
  const now = Date.now();
  const start = now - 365 * DAY_MS;
  const references = new Set<string>();
  const lastNames: string[] = [];
  try {
    // The search terms' index takes its rows in no order: keep it in memory rather than re-reading pages.
    connection.prepare('PRAGMA cache_size = -262144').run();
    connection.transaction(() => {
      // A batch of submissions, then their terms and history (which reference them): at most 500 x 8 terms x 2 values a statement.
      const terms = batchInserter(connection, 'submission_search_terms', ['submission_id', 'term']);
      const history = batchInserter(connection, 'submission_status_history', ['submission_id', 'status', 'note', 'staff_id', 'at']);
      const submissions = batchInserter(connection, 'submissions', SUBMISSION_COLUMNS, 500, () => {
        terms.flush();
        history.flush();
      });
      for (let id = 1; id <= count; id += 1) {
        const kind = weighted(KIND_WEIGHTS);
        const { prefix, portals } = KINDS[kind];
        let referenceNumber = issueReference(prefix);
        while (references.has(referenceNumber)) referenceNumber = issueReference(prefix);
        references.add(referenceNumber);
        const firstName = commonItem(FIRST_NAMES);
        const lastName = commonItem(LAST_NAMES);
        if (lastNames.length < 1000 || Math.random() < 0.01)
          lastNames[lastNames.length < 1000 ? lastNames.length : Math.floor(Math.random() * 1000)] = lastName;
        const email = `${searchKey(firstName).replace(/ /g, '')}.${searchKey(lastName).replace(/ /g, '')}${Math.floor(Math.random() * 1000)}@${randomItem(MAIL_DOMAINS)}`;
        const policyNumber =
          kind === 'quote' ? '' : `${randomItem(Object.values(POLICY_NUMBER_PREFIXES))}${10_000_000 + Math.floor(Math.random() * 90_000_000)}`;
        const createdAt = Math.floor(start + ((id - 0.5 + (Math.random() - 0.5)) / count) * (now - start));
        const ageDays = (now - createdAt) / DAY_MS;
        const status = weighted(STATUSES_BY_AGE.find((stage) => ageDays < stage.youngerThanDays)!.weights);
        const changedAt = status === 'received' ? createdAt : Math.min(now, createdAt + Math.floor(Math.random() * Math.min(ageDays, 10) * DAY_MS));
        const assignee = status === 'received' && Math.random() < 0.7 ? null : randomItem(staffIds);
        submissions.add([
          id,
          referenceNumber,
          kind,
          randomItem(portals),
          `${firstName} ${lastName}`,
          email,
          policyNumber,
          status,
          changedAt,
          assignee,
          createdAt,
        ]);
        for (const term of searchTermsOf(referenceNumber, { name: `${firstName} ${lastName}`, email, policyNumber })) terms.add([id, term]);
        history.add([id, status, '', status === 'received' ? null : assignee, changedAt]);
      }
      submissions.flush();
    })();
  } finally {
    db.client.releaseConnection(connection);
  }
  return { references: [...references], lastNames };
}

const query = (params: Record<string, string | number>) =>
  `/api/admin/submissions?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

const db = openDatabase({ kind: 'sqlite', filename: sqliteFile });
try {
  // 1. The submissions, and a signed-in member of staff (among three others things are assigned to).
  await migrateToLatest(db);
  // The key file the BFF started below reads, beside its database.
  const encryption = await openAtRestEncryption(db, { key: undefined, previousKeys: [], keyFile: path.join(path.dirname(sqliteFile), 'encryption.key') });
  const staff = await enrolStaff(db, { name: 'Bench Agent', encryption });
  const others = await Promise.all(['Ana Reyes', 'Li Chen', 'Sam Okafor'].map((name) => enrolStaff(db, { name, encryption })));
  const cookie = await signedInCookie(db, staff);
  const seedStarted = performance.now();
  const seeded = await seedSubmissions(
    db,
    submissionCount,
    [staff, ...others].map((s) => s.id),
  );
  console.log(`${submissionCount.toLocaleString('en-US')} submissions seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  // 2. What staff ask for: the first page, a kind, a status within 30 days, three letters of a last name, a
  // whole reference number, page 200; varied across requests.
  const today = dayjs().tz(AGENCY_TIME_ZONE);
  const variants = 500;
  const many = (make: (i: number) => BenchRequest) => Array.from({ length: variants }, (_, i) => make(i));
  const shuffled = <T>(items: T[]) =>
    items
      .map((item) => [Math.random(), item] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, item]) => item);
  const requests = {
    first: [{ path: query({}) }],
    kind: SUBMISSION_KIND_VALUES.map((kind) => ({ path: query({ kind }) })),
    statusRange: many((i) => {
      const daysBack = Math.floor(Math.random() * 335);
      return {
        path: query({
          status: SUBMISSION_STATUS_VALUES[i % SUBMISSION_STATUS_VALUES.length]!,
          from: today.subtract(daysBack + 29, 'day').format('YYYY-MM-DD'),
          to: today.subtract(daysBack, 'day').format('YYYY-MM-DD'),
        }),
      };
    }),
    lastName: seeded.lastNames.map((lastName) => ({ path: query({ q: (searchWordsOf(lastName)[0] ?? lastName).slice(0, 3) }) })),
    reference: shuffled(seeded.references)
      .slice(0, variants)
      .map((reference) => ({ path: query({ q: reference }) })),
    deep: [{ path: query({ page: 200 }) }],
  };

  // 3. The servers.
  const [bare, bff] = await Promise.all([startServer('inbox-bare.ts'), startServer('policy-search-bff.ts', { BENCH_SQLITE_FILE: sqliteFile })]);

  // 4. Measure: the baseline, then each kind of query, round after round.
  const kinds = [
    { label: 'bare Express 5 (fixed page of 25)', port: bare.port, requests: requests.first },
    { label: 'BFF: first page, no filter', port: bff.port, requests: requests.first },
    { label: 'BFF: kind', port: bff.port, requests: requests.kind },
    { label: 'BFF: status + 30 days', port: bff.port, requests: requests.statusRange },
    { label: 'BFF: q = 3 letters of a last name', port: bff.port, requests: requests.lastName },
    { label: 'BFF: q = a reference number', port: bff.port, requests: requests.reference },
    { label: 'BFF: page 200', port: bff.port, requests: requests.deep },
  ];
  await measureInRounds(kinds, { headers: { cookie }, warmup: warmupRequests, count: requestsPerKind, rounds, what: 'requests', targetP95Ms: TARGET_P95_MS });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  cleanUp();
}
