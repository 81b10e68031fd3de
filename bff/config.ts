/**
 * Typed configuration from the environment. Every setting has a default, so no configuration is needed.
 *
 * A leaf: the settings types of every service are declared here, and the services import them from here, so
 * this file imports nothing of the server but three files that import nothing themselves (the SQLite busy
 * default, the TRUST_PROXY parser, the list of rate-limited endpoints). The lint holds it to that.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@contracts/uploads';
import { AGENCY } from '@site/agency';
import { RETENTION_DAYS } from '@site/retention';
import { DEFAULT_SQLITE_BUSY_TIMEOUT_MS } from './db/database-busy';
import { parseAddressList } from './http/address-list';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { RATE_LIMITED_ENDPOINTS, rateLimitEnvNames, type EndpointRateLimits, type RateLimitedEndpoint } from './services/rate-limits/endpoints';

/** A CSP source expression frame-ancestors accepts: a keyword, a scheme, or a host with optional scheme, wildcard and port. */
const FRAME_ANCESTOR_SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

/** A setting read by its own parser (TRUST_PROXY, METRICS_ALLOWED_ADDRESSES), whose Error is the setting's message. */
const parsedBy =
  <T>(parse: (value: string | undefined) => T | Error) =>
  (value: string | undefined, ctx: z.RefinementCtx): T => {
    const parsed = parse(value);
    if (!(parsed instanceof Error)) return parsed;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.message });
    return z.NEVER;
  };

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... runs on PostgreSQL; unset runs on the SQLite file below. */
  DATABASE_URL: z.string().optional(),
  SQLITE_FILE: z.string().default(path.join('data', 'app.db')),
  /**
   * How long a write waits, in milliseconds, while another connection or process (a second instance,
   * db:seed-policies) holds SQLite's write lock: tried again every few milliseconds without holding up other
   * requests, then answered 503 with Retry-After. At most 30 s (Knex's pool gives up on a connection after 60).
   */
  SQLITE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(DEFAULT_SQLITE_BUSY_TIMEOUT_MS),
  /** Schema for PostgreSQL (tests run each suite in its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  /**
   * Signs CSRF tokens. Unset: a secret made once and kept in the database, which every instance on that
   * database shares and a restart keeps.
   */
  CSRF_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  /** While CSRF_SECRET is changed: the secret before, whose tokens (in pages already open) are still accepted. */
  CSRF_SECRET_PREVIOUS: z.string().min(16).optional(),
  /**
   * The key that encrypts secrets at rest (TOTP secrets, key passphrases, the app's keys, links waiting in the
   * outbox): 32 bytes, base64 or 64 hex digits (openssl rand -base64 32). Unset: a key file made at first start
   * (APP_ENCRYPTION_KEY_FILE). Several instances must share one: set it on each.
   */
  APP_ENCRYPTION_KEY: z.string().optional(),
  /** While rotating APP_ENCRYPTION_KEY: the keys before, separated by commas; they only open what they sealed. */
  APP_ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  /** Where the key file is made and read when APP_ENCRYPTION_KEY is unset. Default: encryption.key beside the SQLite file. */
  APP_ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
  /** Marks cookies Secure (and names the CSRF cookie __Host-XSRF-TOKEN). Default: true in production, where HTTPS is assumed. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  JSON_BODY_LIMIT: z.string().default('64kb'),
  /** Where uploaded files are kept (never served). Unset: an uploads folder beside the SQLite file (data/uploads). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** The largest uploaded file, in bytes; a larger one is answered 413. 15 MB unless set. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_MAX_BYTES),
  /** The most the kept documents may take in all, in bytes (10 GiB unless set); beyond it uploads are answered 507. */
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 ** 3),
  /** Uploads are answered 507 when they would leave less than this free on the upload folder's disk (1 GiB). */
  UPLOAD_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 ** 3),
  /**
   * An S3-compatible bucket for uploaded files, signing copies and sealed PDFs, instead of the folder: what
   * several instances share. Credentials from the AWS SDK's usual places (AWS_ACCESS_KEY_ID and
   * AWS_SECRET_ACCESS_KEY, a profile, an instance role). UPLOAD_S3_ENDPOINT for a server other than AWS.
   */
  UPLOAD_S3_BUCKET: z.string().min(3).max(63).optional(),
  UPLOAD_S3_ENDPOINT: z.string().url().optional(),
  UPLOAD_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOAD_S3_PREFIX: z.string().default(''),
  /** Bucket in the path, not the host name. Default: true with UPLOAD_S3_ENDPOINT (what S3-compatible servers need). */
  UPLOAD_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  UPLOAD_S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** The AWS SDK's own names, read here so a configuration passed to the app (not only the process's) reaches the bucket. */
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where an arriving file is written and checked before it is kept. Default: .staging inside UPLOAD_DIR. */
  UPLOAD_STAGING_DIR: z.string().min(1).optional(),
  /** An upload from which nothing arrives for this long is cut off with 408. */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Decoding limits (bff/services/uploads/inspect-upload.ts). A PNG is decoded to go into a signing copy, so
   * its pixels are limited to what a scan or a screenshot needs (a 600 dpi letter page is 34 megapixels); a
   * JPEG goes in as it is, and its limit keeps every phone photo (the largest cameras take 200 megapixels,
   * 16320 x 12240). A PDF's compressed streams may inflate to this many bytes in all.
   */
  UPLOAD_PNG_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  UPLOAD_JPEG_MAX_PIXELS: z.coerce.number().int().min(1).default(200_000_000),
  UPLOAD_PDF_MAX_INFLATED_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(100 * 1024 ** 2),
  /** Worker threads for work on uploaded files (checks, signing copies, seals), each one's heap in MB, and each task's time limit. */
  DOCUMENT_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  DOCUMENT_WORKER_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  DOCUMENT_WORKER_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /**
   * clamd (ClamAV's daemon) that scans every uploaded file before it is kept: tcp://host:3310 or
   * unix:/run/clamav/clamd.ctl. Unset: no scanning. Set, and clamd unreachable: uploads are refused (503).
   */
  CLAMD_URL: z
    .string()
    .regex(/^(tcp:\/\/[^\s/:]+:\d{1,5}|unix:\/\S+)$/, 'must be tcp://host:port or unix:/path/to/clamd.ctl')
    .optional(),
  /** The longest a scan may take (connecting included); beyond it the upload is refused (503). */
  CLAMD_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The longest a client may take to send a whole request (an upload on a slow phone connection included). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /**
   * On SIGTERM, how long requests in progress (an upload on a slow phone among them) may take to finish before
   * the process exits regardless.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** The longest a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** Days a visit log is kept; older ones are deleted every hour. */
  VISIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(RETENTION_DAYS.visits),
  /** Days a browser error report is kept; older ones are deleted every hour. */
  ERROR_REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).default(RETENTION_DAYS.errorReports),
  /** Where the built SPA is; the server serves it with history fallback. */
  STATIC_DIR: z.string().default(path.join('dist', 'app')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds in which an identical quote request is answered with the first one instead of stored again. */
  QUOTE_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(10),
  /**
   * Who may show the embedded quote forms (/embed/...) in a frame: CSP frame-ancestors sources separated by
   * spaces or commas, e.g. "'self' https://partner.example https://*.partner.example". Every other page may
   * be framed by our own origin only.
   */
  EMBED_FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((sources) => sources.length > 0, "name at least one source, e.g. 'self'")
    .refine(
      (sources) => sources.every((source) => FRAME_ANCESTOR_SOURCE.test(source)),
      "each source must be 'self', 'none', a scheme such as https: or an origin such as https://partner.example or https://*.partner.example",
    )
    .refine((sources) => !sources.includes("'none'") || sources.length === 1, "'none' cannot be combined with other sources"),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For): unset or
   * false (none: the server faces the internet), true (any: only when the proxy overwrites the header), a
   * number of hops (1: one load balancer), or addresses and CIDR ranges and Express's names (loopback,
   * linklocal, uniquelocal) separated by commas. Rate limits count clients by this address.
   */
  TRUST_PROXY: z.string().optional().transform(parsedBy(parseTrustProxy)),
  /**
   * Who may read /metrics (Prometheus): addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by
   * commas, or none. Everyone else is answered 404.
   */
  METRICS_ALLOWED_ADDRESSES: z.string().default('loopback').transform(parsedBy(parseAddressList)),
  /**
   * Where rate limits are counted: memory (this instance only, the default), redis (REDIS_URL; every
   * instance counts together) or database (the PostgreSQL of DATABASE_URL). Use a shared one when more than
   * one instance runs.
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'redis', 'database']).default('memory'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** smtp://user:pass@host:587 or smtps://...: where mail is delivered. Unset: mail is kept in the outbox, not sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every mail the platform sends. */
  MAIL_FROM: z.string().trim().min(3).default(`${AGENCY.name} <no-reply@keystone-insurance.example>`),
  /** Where notices for the agency (new requests from the portal) are sent. */
  AGENCY_INBOX: z.string().trim().email().default(AGENCY.supportEmail),
  AGENCY_REPLY_TO: z.string().trim().email().optional(),
  /** How often the mail worker looks for mail to deliver. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  /** Wait after a first failed delivery; it doubles with each failure up to MAIL_RETRY_MAX_MS, and never gives up. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /**
   * The address people reach the site at, for links that leave the page (signing links, e-mailed links, the
   * verification address printed on sealed PDFs): https://www.keystone-insurance.example. Unset: the server's
   * own address, http://HOST:PORT (localhost when HOST listens on every interface). Never the request's Host.
   */
  PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://www.example.com (no path, no trailing slash)')
    .optional(),
  /** A signing link works for this many minutes (and for one signature). */
  SIGNING_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * The signer's e-mailed link to their sealed PDF works for this many days after sealing (then 410 Gone); the
   * back office keeps its own authorised download.
   */
  SIGNED_DOCUMENT_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The agency's certificate that seals signed PDFs, a PKCS#12 (.p12) file, and its passphrase. Unset: a
   * self-signed certificate is made when the first document is sealed and kept in the database (see the README).
   */
  SIGNING_P12_FILE: z.string().min(1).optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  /** How long an events token (GET /api/events) lasts; the stream closes then and the browser asks for another. */
  EVENTS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(600),
  /** How often an open event stream gets a heartbeat comment, so proxies keep it open. */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Event streams open at once on one token, and from one client (an IPv4 address or IPv6 /64), counted by
   * every instance together; one more is answered 429 with Retry-After. 0 turns a limit off.
   */
  EVENTS_STREAMS_PER_TOKEN: z.coerce.number().int().min(0).default(3),
  EVENTS_STREAMS_PER_CLIENT: z.coerce.number().int().min(0).default(10),
  /** How often the job worker (sealing signed PDFs) looks for work besides being woken by its own instance. */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  /**
   * How long a job taken by an instance is its own; an instance killed mid-job holds it this long, then another
   * takes it. Longer than any job runs (sealing a PDF takes under a second).
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Back office: a signed-in session ends after this long unused, and this long after sign-in at most. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  /** How long a new member of staff's set-up link works. */
  STAFF_SETUP_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  /**
   * Staff sign-in attempts (password or code) one client may make on one account before it waits; the first
   * wait, doubled with each further attempt, and the longest (bff/services/staff/sign-in-throttle.ts).
   */
  STAFF_SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  STAFF_SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  STAFF_SIGN_IN_MAX_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Attempts all browsers not known for an account may make on it together before they wait (a known one never does). */
  STAFF_SIGN_IN_MAX_FAILURES_UNKNOWN_DEVICES: z.coerce.number().int().min(1).max(100).default(20),
  /** Replaced (issue 21): accounts are no longer locked for a window. Refused, so that a deployment setting it hears of the change. */
  STAFF_SIGN_IN_WINDOW_MINUTES: z
    .undefined({ invalid_type_error: 'replaced by STAFF_SIGN_IN_MAX_DELAY_MINUTES (the longest wait between attempts); remove it' })
    .optional(),
  /** Customer accounts: how long a sign-in link works; a session ends after this long unused, and this many days after sign-in. */
  ACCOUNT_SIGN_IN_LINK_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  ACCOUNT_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ACCOUNT_SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** How many messages one person may write on their requests in an hour, from anywhere (0: no limit). */
  MESSAGES_PER_PERSON_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(30),
  /**
   * The origin passkeys are made for (their relying party is its host name): unset, the site's own origin. Only
   * for a site whose address is an IP (WebAuthn refuses IP addresses): the e2e run, on 127.0.0.1, makes passkeys on localhost.
   */
  PASSKEY_ORIGIN: z.string().url().optional(),
  /** Sign-in links one address may be sent in any 24 hours (more asked for are quietly not sent). */
  SIGN_IN_LINKS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100).default(10),
  /** Receipts one reference number may be e-mailed, in all. */
  RECEIPTS_PER_REFERENCE: z.coerce.number().int().min(1).default(2),
  /** Receipts the whole site may e-mail in any 24 hours (counted in the database: across instances and restarts). */
  RECEIPTS_PER_DAY: z.coerce.number().int().min(1).default(200),
  /**
   * Mails that someone else's request sends one address (a proof request, a signed copy) in any 24 hours,
   * counted in the database across instances; more are refused and recorded in the outbox.
   */
  MAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * Confirmations of a form's submission (our words and its reference only) one address may be sent in any 24
   * hours, counted apart; more are stored with their request and kept in the outbox as refused.
   */
  CONFIRMATIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(100).default(10),
  /** How long the link that proves an e-mail address works (once). */
  ADDRESS_PROOF_LINK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(48),
});

const limitPerMinute = z.coerce.number().int().min(0);

/** Each rate-limited endpoint's two settings, per client and site-wide (see bff/services/rate-limits/endpoints.ts). */
const ZRateLimitEnv = z.object(
  Object.fromEntries(
    (Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[]).flatMap((endpoint) => {
      const names = rateLimitEnvNames(endpoint);
      const defaults = RATE_LIMITED_ENDPOINTS[endpoint];
      return [
        [names.perClient, limitPerMinute.default(defaults.perClientPerMinute)],
        [names.site, limitPerMinute.default(defaults.sitePerMinute)],
      ];
    }),
  ) as Record<string, z.ZodDefault<typeof limitPerMinute>>,
);

const ZAllEnv = ZEnv.merge(ZRateLimitEnv);
type Env = z.infer<typeof ZEnv> & Record<string, unknown>;

const endpointRateLimits = (e: Env): RateLimitSettings['endpoints'] =>
  Object.fromEntries(
    (Object.keys(RATE_LIMITED_ENDPOINTS) as RateLimitedEndpoint[]).map((endpoint) => {
      const names = rateLimitEnvNames(endpoint);
      return [endpoint, { perClientPerMinute: e[names.perClient] as number, sitePerMinute: e[names.site] as number }];
    }),
  ) as RateLimitSettings['endpoints'];

function rateLimitStore(e: Env, database: AppConfig['database']): RateLimitSettings['store'] {
  if (e.RATE_LIMIT_STORE === 'redis') {
    if (!e.REDIS_URL) throw new Error('Invalid configuration: RATE_LIMIT_STORE: redis needs REDIS_URL (redis://host:6379)');
    return { kind: 'redis', url: e.REDIS_URL };
  }
  if (e.RATE_LIMIT_STORE === 'database') {
    if (database.kind !== 'postgres') throw new Error('Invalid configuration: RATE_LIMIT_STORE: database needs PostgreSQL (DATABASE_URL=postgres://...)');
    return { kind: 'database' };
  }
  return { kind: 'memory' };
}

/** Where the at-rest key comes from (bff/services/encryption/keys.ts). */
export type EncryptionKeySettings = {
  /** APP_ENCRYPTION_KEY as given, or undefined. */
  key: string | undefined;
  /** APP_ENCRYPTION_KEYS_PREVIOUS: keys that only open what they sealed (while rotating). */
  previousKeys: string[];
  /** Where the key file is kept when no key is given. */
  keyFile: string;
};

/** The decoding limits every upload meets before it is kept (bff/services/uploads/inspect-upload.ts). */
/** An S3-compatible bucket for kept files (bff/services/uploads/s3-stored-files.ts). */
export type S3StoreSettings = {
  bucket: string;
  /** Keys are `${prefix}${storedName}`: one bucket can hold several agencies' or environments' files. */
  prefix: string;
  region: string;
  /** An S3-compatible server's address; unset: AWS. */
  endpoint?: string;
  /** Bucket in the path, not the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Gives up on a request to the bucket after this long (the upload is then refused, 503). */
  requestTimeoutMs: number;
  /** Unset: the SDK's usual places (a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Kept files in a folder (the embedded default) or an S3-compatible bucket (UPLOAD_S3_BUCKET). */
export type UploadStoreSettings = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3StoreSettings);

export type DecodingLimits = {
  /** A PNG is decoded to go into a PDF (4 bytes a pixel, and more while it is re-compressed). */
  pngMaxPixels: number;
  /** A JPEG goes into a PDF as it is, never decoded here: its limit protects whoever opens it. */
  jpegMaxPixels: number;
  /** The most a PDF's compressed streams may inflate to, all together. */
  pdfMaxInflatedBytes: number;
};

/** The worker threads for the work on uploaded files (bff/services/document-worker/document-workers.ts). */
export type DocumentWorkerSettings = {
  /** Threads working at once; more tasks wait, 4 per thread, and beyond that are refused at once (busy). */
  threads: number;
  /** The longest a task may run, from its start in a thread (waiting for one is not counted). */
  timeoutMs: number;
  /** Each thread's JavaScript heap, in MB. */
  memoryMb: number;
};

/** Where clamd listens (CLAMD_URL): tcp://host:3310, or unix:/run/clamav/clamd.ctl. */
export type ClamdAddress = { kind: 'tcp'; host: string; port: number } | { kind: 'unix'; path: string };

export type MalwareScanSettings = { clamd: ClamdAddress; timeoutMs: number };

/** A CLAMD_URL the configuration's pattern accepted. */
function parseClamdUrl(url: string): ClamdAddress {
  if (url.startsWith('unix:')) return { kind: 'unix', path: url.slice('unix:'.length) };
  const { hostname, port } = new URL(url);
  return { kind: 'tcp', host: hostname, port: Number(port) };
}

/** Days the records that pile up by themselves are kept (bff/services/retention.ts). */
export type RetentionSettings = { visitsDays: number; errorReportsDays: number };

export type RateLimitStoreSetting = { kind: 'memory' } | { kind: 'redis'; url: string } | { kind: 'database' };

/** Per client and site-wide limits of every endpoint that writes (bff/services/rate-limits), and where they are counted. */
export type RateLimitSettings = {
  store: RateLimitStoreSetting;
  endpoints: Record<RateLimitedEndpoint, EndpointRateLimits>;
};

/** How often staff sign-in may be tried (bff/services/staff/sign-in-throttle.ts). */
export type SignInThrottleSettings = {
  /** Attempts one client may make on one account before it waits. */
  maxFailures: number;
  /** Attempts all clients without a known device may make on one account, together, before they wait. */
  maxFailuresFromUnknownDevices: number;
  /** The first wait, doubled with each further attempt, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** On SQLite, busyTimeoutMs: how long a write waits while the database is busy (SQLITE_BUSY_TIMEOUT_MS). */
  database: { kind: 'sqlite'; filename: string; busyTimeoutMs?: number } | { kind: 'postgres'; url: string; schema?: string };
  /** Unset secret: the one kept in the database (bff/services/app-secrets.ts). */
  csrf: { secret: string | undefined; previousSecret: string | undefined };
  /** The at-rest encryption key, or the file it is made in (bff/services/encryption). */
  encryption: EncryptionKeySettings;
  cookieSecure: boolean;
  jsonBodyLimit: string;
  uploads: {
    /** Where kept files live: the folder, or a bucket (bff/services/uploads/open-upload-store.ts). */
    store: UploadStoreSettings;
    /** This instance's scratch folder for arriving files. */
    stagingDir: string;
    maxFileBytes: number;
    quotaBytes: number;
    minFreeBytes: number;
    idleTimeoutMs: number;
    decodingLimits: DecodingLimits;
  };
  /** Worker threads for the work on uploaded files. */
  documentWorkers: DocumentWorkerSettings;
  /** ClamAV's clamd, when uploads are scanned (CLAMD_URL). */
  malwareScanning: MalwareScanSettings | undefined;
  /** Node's server timeouts: the whole request, and its headers. */
  timeouts: { requestMs: number; headersMs: number; shutdownMs: number };
  retention: RetentionSettings;
  staticDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  quoteDuplicateWindowMs: number;
  /** 0 = no limit. */
  rateLimits: RateLimitSettings;
  /** CSP frame-ancestors of the embedded quote forms (/embed/...). */
  embedFrameAncestors: string[];
  trustProxy: TrustProxy;
  mail: {
    /** Unset: mail stays in the outbox. */
    smtpUrl: string | undefined;
    from: string;
    agencyInbox: string;
    /** The Reply-To of mail to people (MAIL_FROM is a no-reply address): an inbox staff read. */
    replyTo: string;
    pollIntervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  receiptsPerReference: number;
  receiptsPerDay: number;
  /** PUBLIC_BASE_URL as set (pages' canonical addresses fall back to the agency's site without it). */
  publicBaseUrl: string | undefined;
  /** Where every link we hand out or mail points: PUBLIC_BASE_URL, or the server's own address. Never a request's Host. */
  siteOrigin: string;
  /** Whether a client address may read /metrics (METRICS_ALLOWED_ADDRESSES). */
  metricsAllowed: (address: string | undefined) => boolean;
  /** Proved e-mail addresses (bff/services/proved-addresses): mails a day per address, the proof link's lifetime. */
  provedAddresses: { mailsPerDay: number; confirmationsPerDay: number; proofLinkTtlMs: number };
  signing: { linkTtlMs: number; downloadLinkTtlMs: number; p12File: string | undefined; p12Passphrase: string | undefined };
  /** Open streams per token and per client (0: no limit). */
  events: { tokenTtlMs: number; heartbeatMs: number; streamsPerToken: number; streamsPerClient: number };
  jobs: { pollIntervalMs: number; leaseMs: number };
  /** Customer accounts (bff/services/accounts). */
  accounts: {
    signInLinkTtlMs: number;
    signInLinksPerDay: number;
    sessions: { idleMs: number; absoluteMs: number };
    passkeyOrigin: string;
    messagesPerHour: number;
  };
  staff: {
    sessions: { idleMs: number; absoluteMs: number; codeStepMs: number };
    setupLinkTtlMs: number;
    signInThrottle: SignInThrottleSettings;
  };
};

/** The server's own address from its settings: http://HOST:PORT, localhost when it listens on every interface. */
function ownAddress(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZAllEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data as unknown as Env;
  const database: AppConfig['database'] = e.DATABASE_URL?.startsWith('postgres')
    ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
    : { kind: 'sqlite', filename: e.SQLITE_FILE, busyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS };
  const uploadDir = e.UPLOAD_DIR ?? path.join(path.dirname(e.SQLITE_FILE), 'uploads');
  const fromStatic = path.relative(path.resolve(e.STATIC_DIR), path.resolve(uploadDir));
  if (!fromStatic.startsWith('..') && !path.isAbsolute(fromStatic)) {
    throw new Error('Invalid configuration: UPLOAD_DIR: must not be inside STATIC_DIR (uploaded files are never served)');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database,
    csrf: { secret: e.CSRF_SECRET, previousSecret: e.CSRF_SECRET_PREVIOUS },
    encryption: {
      key: e.APP_ENCRYPTION_KEY,
      previousKeys: e.APP_ENCRYPTION_KEYS_PREVIOUS,
      keyFile: e.APP_ENCRYPTION_KEY_FILE ?? path.join(path.dirname(e.SQLITE_FILE), 'encryption.key'),
    },
    cookieSecure: e.COOKIE_SECURE === undefined ? e.NODE_ENV === 'production' : e.COOKIE_SECURE === 'true',
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    uploads: {
      store: e.UPLOAD_S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.UPLOAD_S3_BUCKET,
            prefix: e.UPLOAD_S3_PREFIX,
            region: e.UPLOAD_S3_REGION,
            endpoint: e.UPLOAD_S3_ENDPOINT,
            forcePathStyle: (e.UPLOAD_S3_FORCE_PATH_STYLE ?? String(Boolean(e.UPLOAD_S3_ENDPOINT))) === 'true',
            requestTimeoutMs: e.UPLOAD_S3_TIMEOUT_MS,
            credentials:
              e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY } : undefined,
          }
        : { kind: 'folder', dir: uploadDir },
      stagingDir: e.UPLOAD_STAGING_DIR ?? path.join(uploadDir, '.staging'),
      maxFileBytes: e.UPLOAD_MAX_BYTES,
      quotaBytes: e.UPLOAD_QUOTA_BYTES,
      minFreeBytes: e.UPLOAD_MIN_FREE_BYTES,
      idleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS,
      decodingLimits: { pngMaxPixels: e.UPLOAD_PNG_MAX_PIXELS, jpegMaxPixels: e.UPLOAD_JPEG_MAX_PIXELS, pdfMaxInflatedBytes: e.UPLOAD_PDF_MAX_INFLATED_BYTES },
    },
    documentWorkers: { threads: e.DOCUMENT_WORKERS, memoryMb: e.DOCUMENT_WORKER_MEMORY_MB, timeoutMs: e.DOCUMENT_WORKER_TIMEOUT_MS },
    malwareScanning: e.CLAMD_URL ? { clamd: parseClamdUrl(e.CLAMD_URL), timeoutMs: e.CLAMD_TIMEOUT_MS } : undefined,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS), shutdownMs: e.SHUTDOWN_TIMEOUT_MS },
    retention: { visitsDays: e.VISIT_RETENTION_DAYS, errorReportsDays: e.ERROR_REPORT_RETENTION_DAYS },
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    quoteDuplicateWindowMs: e.QUOTE_DUPLICATE_WINDOW_SECONDS * 1000,
    rateLimits: { store: rateLimitStore(e, database), endpoints: endpointRateLimits(e) },
    embedFrameAncestors: e.EMBED_FRAME_ANCESTORS,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      agencyInbox: e.AGENCY_INBOX,
      replyTo: e.AGENCY_REPLY_TO ?? e.AGENCY_INBOX,
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS),
    },
    receiptsPerReference: e.RECEIPTS_PER_REFERENCE,
    receiptsPerDay: e.RECEIPTS_PER_DAY,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    siteOrigin: e.PUBLIC_BASE_URL ?? ownAddress(e.HOST, e.PORT),
    metricsAllowed: e.METRICS_ALLOWED_ADDRESSES,
    provedAddresses: {
      mailsPerDay: e.MAILS_PER_ADDRESS_PER_DAY,
      confirmationsPerDay: e.CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      proofLinkTtlMs: e.ADDRESS_PROOF_LINK_HOURS * 3_600_000,
    },
    signing: {
      linkTtlMs: e.SIGNING_LINK_TTL_MINUTES * 60_000,
      downloadLinkTtlMs: e.SIGNED_DOCUMENT_LINK_DAYS * 86_400_000,
      p12File: e.SIGNING_P12_FILE,
      p12Passphrase: e.SIGNING_P12_PASSPHRASE,
    },
    events: {
      tokenTtlMs: e.EVENTS_TOKEN_TTL_SECONDS * 1000,
      heartbeatMs: e.EVENTS_HEARTBEAT_MS,
      streamsPerToken: e.EVENTS_STREAMS_PER_TOKEN,
      streamsPerClient: e.EVENTS_STREAMS_PER_CLIENT,
    },
    jobs: { pollIntervalMs: e.JOB_POLL_INTERVAL_MS, leaseMs: e.JOB_LEASE_MS },
    accounts: {
      signInLinkTtlMs: e.ACCOUNT_SIGN_IN_LINK_MINUTES * 60_000,
      signInLinksPerDay: e.SIGN_IN_LINKS_PER_ADDRESS_PER_DAY,
      sessions: { idleMs: e.ACCOUNT_SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.ACCOUNT_SESSION_MAX_DAYS * 86_400_000 },
      passkeyOrigin: new URL(e.PASSKEY_ORIGIN ?? e.PUBLIC_BASE_URL ?? ownAddress(e.HOST, e.PORT)).origin,
      messagesPerHour: e.MESSAGES_PER_PERSON_PER_HOUR,
    },
    staff: {
      sessions: { idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.STAFF_SESSION_MAX_HOURS * 3_600_000, codeStepMs: 5 * 60_000 },
      setupLinkTtlMs: e.STAFF_SETUP_LINK_HOURS * 3_600_000,
      signInThrottle: {
        maxFailures: e.STAFF_SIGN_IN_MAX_FAILURES,
        maxFailuresFromUnknownDevices: Math.max(e.STAFF_SIGN_IN_MAX_FAILURES_UNKNOWN_DEVICES, e.STAFF_SIGN_IN_MAX_FAILURES),
        firstDelayMs: e.STAFF_SIGN_IN_FIRST_DELAY_SECONDS * 1000,
        maxDelayMs: Math.max(e.STAFF_SIGN_IN_MAX_DELAY_MINUTES * 60_000, e.STAFF_SIGN_IN_FIRST_DELAY_SECONDS * 1000),
      },
    },
  };
}
