/**
 * A busy customer's account pages (issue 25): My requests (GET /api/account/requests) and My quotes (GET
 * /api/quotes?customerId=) on the real BFF for a person with 200 requests (100 quote requests and 100 policy
 * changes, sent through the public forms' own routes), 1,000 messages on them and 100 offers sent on 50 of the
 * quotes, signed in; against a bare Express 5 app answering the same two paths with the BFF's own answers as fixed
 * JSON (the baseline, same run). Prints p50/p95/p99 and PASS/FAIL against the target: p95 at most 20 ms at the BFF.
 *
 *   npm run bench:account
 *   BENCH_REQUESTS=300 BENCH_ROUNDS=1 npm run bench:account
 *
 * Exit code: 0 whatever the figures; 1 if a server failed or any request was not answered 200.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { todayInEastern } from '@contracts/dates';
import { multipartFormData } from '@contracts/multipart-names';
import { PRODUCT_DISPLAY_NAMES } from '@contracts/products';
import { migrateToLatest, openDatabase } from '@bff/db/database';
import { openAtRestEncryption } from '@bff/services/encryption';
import { customerCookie } from '../tests/support/customers';
import { enrolStaff } from '../tests/support/staff';
import { latencySettings, measureInRounds, send, startServer, temporarySqliteFile } from './sequential';

const TARGET_P95_MS = 20;
const QUOTES = 100;
const CHANGES = 100;
const MESSAGES = 1000;
const QUOTES_WITH_OFFERS = 50;

const { requestsPerKind, warmupRequests, rounds } = latencySettings({ requests: 500, warmup: 50 });
const { sqliteFile, cleanUp } = temporarySqliteFile('agency-bench-account-');
const email = 'robin.hale@example.com';

/** The CSRF pair a browser of ours sends with each write. */
async function csrfOf(port: number) {
  const answer = await send(port, 'GET', '/api/csrf-token');
  const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { 'x-csrf-token': (JSON.parse(answer.body) as { token: string }).token, cookie };
}

/** The person's requests, sent as the site's forms send them. */
async function sendRequests(port: number) {
  const headers = await csrfOf(port);
  const products = PRODUCT_DISPLAY_NAMES;
  for (let i = 0; i < QUOTES; i += 1) {
    const body = JSON.stringify({
      first_name: 'Robin',
      last_name: 'Hale',
      email,
      phone: '(555) 201-3344',
      property_address: `${i + 1} Bay St, Tampa, FL 33602`,
      message: `Request ${i + 1}`,
      product_type: products[i % products.length],
      currently_insured: 'No',
    });
    const answer = await send(port, 'POST', '/api/submit-quote', body, headers);
    if (answer.status !== 201) throw new Error(`A quote request was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  for (let i = 0; i < CHANGES; i += 1) {
    const form = multipartFormData({
      requestId: randomUUID(),
      customerType: 'customer',
      contactInfo: { firstName: 'Robin', lastName: 'Hale', policyNumber: `HO-${100_000 + i}`, phoneNumber: '(555) 201-3344', email },
      changeDetails: { changeType: 'personal_info', description: `Please update my details (${i + 1}).` },
      submissionDetails: { effectiveDate: todayInEastern(), comments: '' },
    });
    const answer = await fetch(`http://127.0.0.1:${port}/api/policy-changes/other`, { method: 'POST', body: form, headers });
    if (answer.status !== 201) throw new Error(`A change request was answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  }
}

const db = openDatabase({ kind: 'sqlite', filename: sqliteFile });
try {
  await migrateToLatest(db);
  const bff = await startServer('account-bff.ts', { BENCH_SQLITE_FILE: sqliteFile });
  const seedStarted = performance.now();
  await sendRequests(bff.port);

  // The conversation on them (alternately the agency's and the person's, the newest unread) and offers on half the quotes.
  // The key file the BFF made beside its database.
  const encryption = await openAtRestEncryption(db, { key: undefined, previousKeys: [], keyFile: path.join(path.dirname(sqliteFile), 'encryption.key') });
  const agent = await enrolStaff(db, { name: 'Sam Rivera', encryption });
  const submissions: { id: number; kind: string }[] = await db('submissions').where({ email }).select('id', 'kind');
  const now = Date.now();
  const messages = Array.from({ length: MESSAGES }, (_, i) => {
    const author = i % 2 ? 'person' : 'agency';
    return {
      submission_id: submissions[i % submissions.length]!.id,
      author,
      staff_id: author === 'agency' ? agent.id : null,
      body: `Message ${i + 1} about this request, a sentence or two long as most are.`,
      created_at: new Date(now - (MESSAGES - i) * 60_000),
      read_at: i >= MESSAGES - 100 ? null : new Date(now - (MESSAGES - i) * 30_000),
    };
  });
  for (let start = 0; start < messages.length; start += 100) await db('request_messages').insert(messages.slice(start, start + 100));
  const quotes = submissions.filter((submission) => submission.kind === 'quote').slice(0, QUOTES_WITH_OFFERS);
  for (const quote of quotes) {
    for (const carrierId of [1, 2]) {
      await db('quote_offers').insert({
        submission_id: quote.id,
        carrier_id: carrierId,
        premium_cents: 98_000 + carrierId * 1000,
        premium_period: 'year',
        term_months: 12,
        deductible_cents: 100_000,
        coverages: JSON.stringify([
          { name: 'Dwelling', limit: '$350,000' },
          { name: 'Personal liability', limit: '$300,000' },
        ]),
        note: '',
        valid_until: '2099-12-31',
        upload_id: null,
        staff_id: agent.id,
        created_at: new Date(),
        sent_at: new Date(),
      });
    }
  }
  const cookie = await customerCookie(db, email);
  const { id: customerId } = await db('customer_accounts').where({ email }).first('id');
  console.log(
    `${QUOTES + CHANGES} requests, ${MESSAGES} messages and ${QUOTES_WITH_OFFERS * 2} offers seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // The baseline answers the BFF's own answers, byte for byte the same size.
  const paths = { requests: '/api/account/requests', quotes: `/api/quotes?customerId=${customerId}` };
  const answers: Record<string, unknown> = {};
  for (const pagePath of Object.values(paths)) {
    const answer = await send(bff.port, 'GET', pagePath, undefined, { cookie });
    if (answer.status !== 200) throw new Error(`${pagePath} was answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    answers[pagePath] = JSON.parse(answer.body);
    console.log(`${pagePath}: ${Buffer.byteLength(answer.body).toLocaleString('en-US')} bytes`);
  }
  const answersFile = path.join(path.dirname(sqliteFile), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const bare = await startServer('fixed-json-bare.ts', { BENCH_FIXED_ANSWERS: answersFile });

  await measureInRounds(
    [
      { label: 'bare Express 5: My requests (fixed JSON)', port: bare.port, requests: [{ path: paths.requests }] },
      { label: 'BFF: My requests (200 requests)', port: bff.port, requests: [{ path: paths.requests }] },
      { label: 'bare Express 5: My quotes (fixed JSON)', port: bare.port, requests: [{ path: paths.quotes }] },
      { label: 'BFF: My quotes (100 quotes, 100 offers)', port: bff.port, requests: [{ path: paths.quotes }] },
    ],
    { headers: { cookie }, warmup: warmupRequests, count: requestsPerKind, rounds, what: 'requests', targetP95Ms: TARGET_P95_MS },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  cleanUp();
}
