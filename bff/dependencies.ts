import type { AppConfig } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import type { Lifecycle } from './http/graceful-shutdown';
import { createLogger, type Logger } from './http/logger';
import { createCsrf, type Csrf } from './middleware/csrf';
import { storedSecret } from './services/app-secrets';
import { openAtRestEncryption, type AtRestEncryption } from './services/encryption';
import { createProvedAddresses, type ProvedAddresses } from './services/proved-addresses';
import { createPasskeys, type Passkeys } from './services/accounts/passkeys';
import { createAppState, type AppState } from './services/app-state';
import { createJobWorker, type JobWorker } from './services/jobs/job-worker';
import { createEventBus, type EventBus } from './services/live-events/event-bus';
import { createEventTokens, type EventTokens } from './services/live-events/event-tokens';
import { createStreamPlaces, type StreamPlaces } from './services/live-events/stream-places';
import { createRateLimits, type RateLimits } from './services/rate-limits';
import { upgradeSecretsAtRest } from './services/secrets-at-rest';
import { recordSiteOrigin } from './services/site-origin';
import { bindAuditTrailKey } from './services/signing/audit-trail';
import { openAuditTrailKey } from './services/signing/audit-trail-key';
import { loadSigningCertificate } from './services/signing/certificate';
import { recordAddressProofInTrails } from './services/signing/address-proof-audit';
import { sealDocumentJob } from './services/signing/seal-document-job';
import { SEAL_DOCUMENT_JOB, type SigningContext } from './services/signing/signing-context';
import { createUploadCapacity, type UploadCapacity } from './services/uploads/upload-capacity';
import { openUploadStore } from './services/uploads/open-upload-store';
import type { UploadStore } from './services/uploads/upload-store';
import { createDocumentWorkers, type DocumentWorkers } from './services/document-worker/document-workers';
import { createMalwareScanner } from './services/uploads/malware-scan';
import { createUploadChecks, type UploadChecks } from './services/uploads/upload-checks';

/** What route handlers are given: built once at start, passed down explicitly. */
export type AppDependencies = {
  config: AppConfig;
  db: Database;
  logger: Logger;
  /** Seals secrets kept in the database (TOTP secrets, keys, links waiting in the outbox) with a key kept outside it. */
  encryption: AtRestEncryption;
  /** Mail written on someone else's say goes only to an address its owner has proved. */
  provedAddresses: ProvedAddresses;
  csrf: Csrf;
  rateLimits: RateLimits;
  /** Where uploaded and generated files are kept: a folder, or a bucket every instance shares. */
  uploadStore: UploadStore;
  /** Room for uploads, shared by every upload route of this instance. */
  uploadCapacity: UploadCapacity;
  /** Worker threads for the work on uploaded files (checks, signing copies, seals). */
  documentWorkers: DocumentWorkers;
  /** What every uploaded file passes before it is kept: the malware scan and the decoding limits. */
  uploadChecks: UploadChecks;
  /** Live events (GET /api/events), the tokens that open a topic's stream, and the places open streams hold. */
  eventBus: EventBus;
  eventTokens: EventTokens;
  streamPlaces: StreamPlaces;
  /** Document signing: its store, certificate, links and events. */
  signing: SigningContext;
  /** Background jobs (sealing signed PDFs); the server starts it, a request wakes it. */
  jobWorker: JobWorker;
  /** Customers' passkeys (WebAuthn), for the site's own origin. */
  passkeys: Passkeys;
  /** Seed 001 §3 app state: the version and maintenance mode. */
  appState: AppState;
  /** Whether this instance is stopping (bff/http/graceful-shutdown.ts): then it is not ready. */
  lifecycle: Lifecycle;
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

/** What a caller brings of its own, which `close` leaves open: the test servers of one process share their document workers. */
export type CallerDependencies = { documentWorkers?: DocumentWorkers };

/**
 * Opens and migrates the configured database and builds everything else the app needs from it: the one
 * place a server, a test server or a benchmark server gets its dependencies. `close` releases them.
 */

export async function createDependencies(
  config: AppConfig,
  logger: Logger = createLogger(config),
  callers: CallerDependencies = {},
): Promise<AppDependencies & { close: () => Promise<void> }> {
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
  const encryption = await openAtRestEncryption(db, config.encryption);
  // Commands run from another shell print links on this address (bff/staff-create-cli.ts).
  await recordSiteOrigin(db, config.siteOrigin);
  await upgradeSecretsAtRest(db, encryption, { setupLinks: { publicBaseUrl: config.siteOrigin, linkTtlMs: config.staff.setupLinkTtlMs, encryption }, logger });
  bindAuditTrailKey(db, await openAuditTrailKey(db, encryption, logger));
  const csrf = createCsrf({
    secret: config.csrf.secret ?? (await storedSecret(db, encryption, 'csrf')),
    previousSecret: config.csrf.previousSecret,
    cookieSecure: config.cookieSecure,
  });
  const rateLimits = await createRateLimits(config.rateLimits, db, logger);
  const uploadStore = await openUploadStore(config.uploads);
  // What an upload needs of this machine's disk is room to stage it; the quota counts what is kept.
  const uploadCapacity = createUploadCapacity({ db, dir: config.uploads.stagingDir, settings: config.uploads, logger });
  const documentWorkers = callers.documentWorkers ?? createDocumentWorkers(config.documentWorkers);
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
  const eventTokens = createEventTokens(await storedSecret(db, encryption, 'live-events'));
  const streamPlaces = createStreamPlaces(db, { perToken: config.events.streamsPerToken, perClient: config.events.streamsPerClient });
  const provedAddresses = createProvedAddresses({ db, encryption, siteOrigin: config.siteOrigin, ...config.provedAddresses });
  const signing: SigningContext = {
    db,
    store: uploadStore,
    bus: eventBus,
    encryption,
    provedAddresses,
    eventTokens,
    certificate: once(() => loadSigningCertificate(db, encryption, { p12File: config.signing.p12File, passphrase: config.signing.p12Passphrase })),
    linkTtlMs: config.signing.linkTtlMs,
    downloadLinkTtlMs: config.signing.downloadLinkTtlMs,
    eventTokenTtlMs: config.events.tokenTtlMs,
    documentWorkers,
    agencyInbox: config.mail.agencyInbox,
    publicBaseUrl: config.siteOrigin,
    wakeJobs: () => jobWorker.wake(),
  };
  provedAddresses.onProved(recordAddressProofInTrails);
  const jobWorker = createJobWorker({
    db,
    logger: logger.child({ component: 'jobs' }),
    handlers: { [SEAL_DOCUMENT_JOB]: sealDocumentJob(signing) },
    pollIntervalMs: config.jobs.pollIntervalMs,
    leaseMs: config.jobs.leaseMs,
  });
  return {
    config,
    db,
    logger,
    encryption,
    provedAddresses,
    csrf,
    rateLimits,
    uploadStore,
    uploadCapacity,
    documentWorkers,
    uploadChecks,
    eventBus,
    eventTokens,
    streamPlaces,
    signing,
    jobWorker,
    passkeys: createPasskeys({ db, origin: config.accounts.passkeyOrigin }),
    appState: createAppState(db),
    lifecycle: { draining: false },
    close: async () => {
      await jobWorker.stop();
      if (!callers.documentWorkers) await documentWorkers.close();
      await eventBus.close();
      await streamPlaces.settle();
      await rateLimits.close();
      await db.destroy();
    },
  };
}
