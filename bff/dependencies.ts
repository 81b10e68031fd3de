import type { AppConfig } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import { createLogger, type Logger } from './http/logger';
import { createCsrf, type Csrf } from './middleware/csrf';
import { storedSecret } from './services/app-secrets';
import { createJobWorker, type JobWorker } from './services/jobs/job-worker';
import { createEventBus, type EventBus } from './services/live-events/event-bus';
import { createEventTokens, type EventTokens } from './services/live-events/event-tokens';
import { createRateLimits, type RateLimits } from './services/rate-limits';
import { loadSigningCertificate } from './services/signing/certificate';
import { sealDocumentJob } from './services/signing/seal-document-job';
import { SEAL_DOCUMENT_JOB, type SigningContext } from './services/signing/signing-context';
import { createUploadCapacity, type UploadCapacity } from './services/uploads/upload-capacity';
import { createUploadStore } from './services/uploads/upload-store';
import { createDocumentWorkers, type DocumentWorkers } from './services/document-worker/document-workers';
import { createMalwareScanner } from './services/uploads/malware-scan';
import { createUploadChecks, type UploadChecks } from './services/uploads/upload-checks';

/** What route handlers are given: built once at start, passed down explicitly. */
export type AppDependencies = {
  config: AppConfig;
  db: Database;
  logger: Logger;
  csrf: Csrf;
  rateLimits: RateLimits;
  /** Room for uploads, shared by every upload route of this instance. */
  uploadCapacity: UploadCapacity;
  /** Worker threads for the work on uploaded files (checks, signing copies, seals). */
  documentWorkers: DocumentWorkers;
  /** What every uploaded file passes before it is kept: the malware scan and the decoding limits. */
  uploadChecks: UploadChecks;
  /** Live events (GET /api/events) and the tokens that open a topic's stream. */
  eventBus: EventBus;
  eventTokens: EventTokens;
  /** Document signing: its store, certificate, links and events. */
  signing: SigningContext;
  /** Background jobs (sealing signed PDFs); the server starts it, a request wakes it. */
  jobWorker: JobWorker;
};

/** Runs `load` the first time it is asked for, and answers that result ever after (a failure is tried again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

/**
 * Opens and migrates the configured database and builds everything else the app needs from it: the one
 * place a server, a test server or a benchmark server gets its dependencies. `close` releases them.
 */
export async function createDependencies(config: AppConfig, logger: Logger = createLogger(config)): Promise<AppDependencies & { close: () => Promise<void> }> {
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const csrf = createCsrf({
    secret: config.csrf.secret ?? (await storedSecret(db, 'csrf')),
    previousSecret: config.csrf.previousSecret,
    cookieSecure: config.cookieSecure,
  });
  const rateLimits = await createRateLimits(config.rateLimits, db, logger);
  const uploadCapacity = createUploadCapacity({ db, dir: config.uploads.dir, settings: config.uploads, logger });
  const documentWorkers = createDocumentWorkers(config.documentWorkers);
  const uploadChecks = createUploadChecks({
    scanner: config.malwareScanning && createMalwareScanner(config.malwareScanning),
    workers: documentWorkers,
    limits: config.uploads.decodingLimits,
    logger,
  });
  const eventBus = await createEventBus({
    db,
    logger,
    postgres: config.database.kind === 'postgres' ? { url: config.database.url, schema: config.database.schema } : undefined,
  });
  const eventTokens = createEventTokens(await storedSecret(db, 'live-events'));
  const signing: SigningContext = {
    db,
    store: createUploadStore(config.uploads.dir),
    bus: eventBus,
    eventTokens,
    certificate: once(() => loadSigningCertificate(db, { p12File: config.signing.p12File, passphrase: config.signing.p12Passphrase })),
    linkTtlMs: config.signing.linkTtlMs,
    eventTokenTtlMs: config.events.tokenTtlMs,
    documentWorkers,
    agencyInbox: config.mail.agencyInbox,
    publicBaseUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
    wakeJobs: () => jobWorker.wake(),
  };
  const jobWorker = createJobWorker({
    db,
    logger: logger.child({ component: 'jobs' }),
    handlers: { [SEAL_DOCUMENT_JOB]: sealDocumentJob(signing) },
    pollIntervalMs: config.jobs.pollIntervalMs,
  });
  return {
    config,
    db,
    logger,
    csrf,
    rateLimits,
    uploadCapacity,
    documentWorkers,
    uploadChecks,
    eventBus,
    eventTokens,
    signing,
    jobWorker,
    close: async () => {
      await jobWorker.stop();
      await documentWorkers.close();
      await eventBus.close();
      await rateLimits.close();
      await db.destroy();
    },
  };
}
