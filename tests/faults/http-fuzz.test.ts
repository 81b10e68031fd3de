/**
 * Issue 27 fault: an HTTP fuzzer. fast-check generates requests to every operation of the contract
 * (contracts/openapi.json: public, customer account and back office) from the operation's own schemas, valid
 * and broken (wrong types, nulls, huge numbers, unicode, very long text, missing and extra fields, malformed
 * JSON, wrong content types, broken multipart, files of every kind), sent as a signed-in administrator, a
 * signed-in customer, nobody or a stale session, 16 at a time, to one server on SQLite. No answer may be a 5xx,
 * none may take longer than 10 s, and afterwards the database is whole and every stored upload's file is there.
 *
 * Run: npm run fault:fuzz (FUZZ_REQUESTS, 100,000 unless set; FUZZ_SEED, printed, to generate the same
 * requests again; FUZZ_ONLY=12,345 to send only those of them, as a failure lists them).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentReadyToSign, signingApi } from '../support/signing-flow';
import { RATE_LIMITS_OFF, startTestServer, type TestServer } from '../support/test-server';
import { databaseProblems } from './support/fuzz-database';
import { createFigures } from './support/fuzz-figures';
import { createHarvest } from './support/fuzz-harvest';
import { fuzzIdentities, type FuzzIdentities } from './support/fuzz-identities';
import { contractOperations } from './support/fuzz-operations';
import { requestArbitrary, type FuzzRequest } from './support/fuzz-requests';
import { knownGoodBodies } from './support/fuzz-samples';
import { sendFuzzed } from './support/fuzz-send';
import { serverErrorLog } from './support/fuzz-server-errors';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_ONLY?.split(',').map(Number);
const CONCURRENCY = 16;
const TIMEOUT_MS = 10_000;
/** Requests are generated this many at a time, batch n with seed FUZZ_SEED + n: request i is the same in every run of a seed. */
const BATCH = 500;
/** Small, so a file past the limit (413) costs little to send. */
const MAX_FILE_BYTES = 256 * 1024;

const errorLog = serverErrorLog();
let server: TestServer;
let identities: FuzzIdentities;

beforeAll(async () => {
  server = await startTestServer('sqlite', { ...RATE_LIMITS_OFF, UPLOAD_MAX_BYTES: String(MAX_FILE_BYTES) }, { logger: errorLog.logger });
  identities = await fuzzIdentities(server);
});
afterAll(async () => server?.close());

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function generatedRequests(): (index: number) => FuzzRequest {
  const operations = contractOperations();
  const options = {
    maxFileBytes: MAX_FILE_BYTES,
    samples: knownGoodBodies(operations.map((operation) => operation.id)),
    // Maintenance refuses every public write 503, by design: the run may call the switch, never turn it on.
    pinned: { 'appState.setMaintenance': (body: unknown) => (isRecord(body) && body.maintenance === true ? { ...body, maintenance: false } : body) },
  };
  const arbitrary = fc.oneof(...operations.map((operation) => requestArbitrary(operation, options)));
  let batch: { start: number; requests: FuzzRequest[] } | undefined;
  return (index) => {
    const start = index - (index % BATCH);
    if (batch?.start !== start) batch = { start, requests: fc.sample(arbitrary, { seed: (SEED + start / BATCH) | 0, numRuns: BATCH }) };
    return batch.requests[index - start]!;
  };
}

describe('HTTP fuzzer: every operation of the contract, on SQLite', () => {
  const total = ONLY?.length ?? REQUESTS;
  it(`answers ${total} generated requests without a 5xx or a hang, and leaves the database whole`, async () => {
    console.log(`FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS}${ONLY ? ` FUZZ_ONLY=${ONLY.join(',')}` : ''} (the same seed generates the same requests)`);
    const requestAt = generatedRequests();
    const indexes = ONLY ?? Array.from({ length: REQUESTS }, (_, index) => index);
    const harvest = createHarvest();
    // A document waiting for its signature, so the signing operations have a browser session, a document and a link to name.
    harvest.fromAnswer(await documentReadyToSign(signingApi(server.baseUrl, identities.csrf)));
    const figures = createFigures();
    const started = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < indexes.length) {
        const index = indexes[next]!;
        next += 1;
        const request = requestAt(index);
        const sentAt = performance.now();
        const outcome = await sendFuzzed(server.baseUrl, request, { harvest, identities, timeoutMs: TIMEOUT_MS });
        figures.record(index, request, outcome, performance.now() - sentAt);
        done += 1;
        if (done % Math.ceil(indexes.length / 10) === 0)
          console.log(`${done} of ${indexes.length} sent, ${Math.round((done * 1000) / (Date.now() - started))} a second`);
      }
    };
    // An error nobody listens for would end a production server: the run counts each as a failure.
    const uncaught: string[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.on('uncaughtException', onUncaught).on('unhandledRejection', onUncaught);
    await Promise.all(Array.from({ length: CONCURRENCY }, worker)).finally(() =>
      process.off('uncaughtException', onUncaught).off('unhandledRejection', onUncaught),
    );

    const problems = await databaseProblems(server);
    figures.print(`HTTP fuzzer, seed ${SEED}: ${indexes.length} requests in ${Math.round((Date.now() - started) / 1000)} s`);
    for (const [kind, count] of errorLog.kinds()) console.log(`server error x${count}: ${kind}`);
    for (const error of uncaught) console.log(`uncaught in the server: ${error}`);
    console.log(
      `Database: integrity ${problems.integrity.length ? problems.integrity.join('; ') : 'ok'}, ${problems.foreignKeys.length} foreign key violations, ` +
        `${problems.uploads} uploads, ${problems.missingFiles.length} without their file`,
    );

    const totals = figures.totals();
    expect(totals.sent).toBe(indexes.length);
    expect(figures.failures, `5xx answers, hangs and connection errors; replay with FUZZ_SEED=${SEED} FUZZ_ONLY=<index>`).toEqual([]);
    expect(totals['5xx']).toBe(0);
    expect(totals.hangs).toBe(0);
    expect(uncaught, 'errors thrown where nothing catches them (a production server would exit)').toEqual([]);
    expect(problems).toEqual({ integrity: [], foreignKeys: [], uploads: problems.uploads, missingFiles: [] });
  });
});
