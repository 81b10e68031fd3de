/** Typed configuration from the environment. Every setting has a default, so no configuration is needed. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@contracts/uploads';
import { AGENCY } from '@app/content/agency';

/** A CSP source expression frame-ancestors accepts: a keyword, a scheme, or a host with optional scheme, wildcard and port. */
const FRAME_ANCESTOR_SOURCE = /^(?:'self'|'none'|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i;

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... runs on PostgreSQL; unset runs on the SQLite file below. */
  DATABASE_URL: z.string().optional(),
  SQLITE_FILE: z.string().default(path.join('data', 'app.db')),
  /** Schema for PostgreSQL (tests run each suite in its own). */
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  /** Signs CSRF tokens. Set it when several instances run side by side; otherwise one is made at start. */
  CSRF_SECRET: z.string().min(16).optional(),
  /** Marks cookies Secure: set it to true behind HTTPS. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  JSON_BODY_LIMIT: z.string().default('64kb'),
  /** Where uploaded files are kept (never served). Unset: an uploads folder beside the SQLite file (data/uploads). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** The largest uploaded file, in bytes; a larger one is answered 413. 15 MB unless set. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_MAX_BYTES),
  /** Where the built SPA is; the server serves it with history fallback. */
  STATIC_DIR: z.string().default(path.join('dist', 'app')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds in which an identical quote request is answered with the first one instead of stored again. */
  QUOTE_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(10),
  /**
   * Quote requests a client (an IP address) may send a minute; 0 turns the limit off. A person sends one or
   * two; 20 leaves room for several people behind one office or mobile network address.
   */
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /**
   * Policy searches a client (an IP address) may make a minute; 0 turns the limit off. A person searching and
   * paging makes a few; 60 leaves room for an office behind one address, and stops scraping the policy list.
   */
  POLICY_SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /**
   * Who may show the embedded quote forms (/embed/...) in a frame: CSP frame-ancestors sources separated by
   * spaces or commas, e.g. "'self' https://partner.example https://*.partner.example". Every other page may
   * be framed by our own origin only.
   */
  EMBED_FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((sources) => sources.length > 0, 'name at least one source, e.g. \'self\'')
    .refine(
      (sources) => sources.every((source) => FRAME_ANCESTOR_SOURCE.test(source)),
      "each source must be 'self', 'none', a scheme such as https: or an origin such as https://partner.example or https://*.partner.example",
    )
    .refine((sources) => !sources.includes("'none'") || sources.length === 1, "'none' cannot be combined with other sources"),
  TRUST_PROXY: z.string().optional(),
  /** smtp://user:pass@host:587 or smtps://...: where mail is delivered. Unset: mail is kept in the outbox, not sent. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').optional(),
  /** The From of every mail the platform sends. */
  MAIL_FROM: z.string().trim().min(3).default(`${AGENCY.name} <no-reply@keystone-insurance.example>`),
  /** Where notices for the agency (new requests from the portal) are sent. */
  AGENCY_INBOX: z.string().trim().email().default(AGENCY.supportEmail),
  /** How often the mail worker looks for mail to deliver. */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  /** Wait after a first failed delivery; it doubles with each failure up to MAIL_RETRY_MAX_MS, and never gives up. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** E-mailed receipts a client (an IP address) may ask for a minute; 0 turns the limit off. */
  RECEIPT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** Receipts one reference number may be e-mailed, in all. */
  RECEIPTS_PER_REFERENCE: z.coerce.number().int().min(1).default(5),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'sqlite'; filename: string } | { kind: 'postgres'; url: string; schema?: string };
  csrfSecret: string;
  cookieSecure: boolean;
  jsonBodyLimit: string;
  uploads: { dir: string; maxFileBytes: number };
  staticDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  quoteDuplicateWindowMs: number;
  /** Quote requests per client per minute; 0 = no limit. */
  quoteRateLimitPerMinute: number;
  /** Policy searches per client per minute; 0 = no limit. */
  policySearchRateLimitPerMinute: number;
  /** CSP frame-ancestors of the embedded quote forms (/embed/...). */
  embedFrameAncestors: string[];
  trustProxy: string | undefined;
  mail: {
    /** Unset: mail stays in the outbox. */
    smtpUrl: string | undefined;
    from: string;
    agencyInbox: string;
    pollIntervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
  };
  /** E-mailed receipts per client per minute; 0 = no limit. */
  receiptRateLimitPerMinute: number;
  receiptsPerReference: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const database: AppConfig['database'] = e.DATABASE_URL?.startsWith('postgres')
    ? { kind: 'postgres', url: e.DATABASE_URL, schema: e.DATABASE_SCHEMA }
    : { kind: 'sqlite', filename: e.SQLITE_FILE };
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
    csrfSecret: e.CSRF_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecure: e.COOKIE_SECURE === 'true',
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    uploads: { dir: uploadDir, maxFileBytes: e.UPLOAD_MAX_BYTES },
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    quoteDuplicateWindowMs: e.QUOTE_DUPLICATE_WINDOW_SECONDS * 1000,
    quoteRateLimitPerMinute: e.QUOTE_RATE_LIMIT_PER_MINUTE,
    policySearchRateLimitPerMinute: e.POLICY_SEARCH_RATE_LIMIT_PER_MINUTE,
    embedFrameAncestors: e.EMBED_FRAME_ANCESTORS,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      agencyInbox: e.AGENCY_INBOX,
      pollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.MAIL_RETRY_MAX_MS, e.MAIL_RETRY_BASE_MS),
    },
    receiptRateLimitPerMinute: e.RECEIPT_RATE_LIMIT_PER_MINUTE,
    receiptsPerReference: e.RECEIPTS_PER_REFERENCE,
  };
}
