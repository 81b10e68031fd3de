import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('lets only our own pages frame the embeds by default', () => {
    expect(loadConfig({}).embedFrameAncestors).toEqual(["'self'"]);
  });

  it('limits every endpoint that writes per client and site-wide, each settable (0 turns it off)', () => {
    const { rateLimits } = loadConfig({});
    expect(rateLimits.store).toEqual({ kind: 'memory' });
    expect(rateLimits.endpoints.quoteRequests).toEqual({ perClientPerMinute: 20, sitePerMinute: 300 });
    for (const limits of Object.values(rateLimits.endpoints)) {
      expect(limits.perClientPerMinute).toBeGreaterThan(0);
      expect(limits.sitePerMinute).toBeGreaterThan(limits.perClientPerMinute);
    }
    const set = loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '5', VISIT_SITE_RATE_LIMIT_PER_MINUTE: '0' }).rateLimits.endpoints;
    expect(set.quoteRequests.perClientPerMinute).toBe(5);
    expect(set.visits.sitePerMinute).toBe(0);
    expect(() => loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/QUOTE_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ ERROR_REPORT_SITE_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/ERROR_REPORT_SITE_RATE_LIMIT_PER_MINUTE/);
  });

  it('counts rate limits in Redis or PostgreSQL when told to, and says what is missing', () => {
    expect(loadConfig({ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimits.store).toEqual({
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
    });
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE: redis needs REDIS_URL/);
    expect(loadConfig({ RATE_LIMIT_STORE: 'database', DATABASE_URL: 'postgres://db/agency' }).rateLimits.store).toEqual({ kind: 'database' });
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'database' })).toThrow(/RATE_LIMIT_STORE: database needs PostgreSQL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'memcached' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list, and refuses anything else at start', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: 'yes please' is not understood; use true or false, a number of hops/);
  });

  it('keeps cookies Secure in production unless told otherwise, and not in development', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('lets a write wait 3 s for a busy SQLite database, settable from 0 (no waiting) to 30 s', () => {
    expect(loadConfig({}).database).toMatchObject({ kind: 'sqlite', busyTimeoutMs: 3000 });
    expect(loadConfig({ SQLITE_BUSY_TIMEOUT_MS: '0' }).database).toMatchObject({ busyTimeoutMs: 0 });
    expect(() => loadConfig({ SQLITE_BUSY_TIMEOUT_MS: '60000' })).toThrow(/SQLITE_BUSY_TIMEOUT_MS/);
    expect(() => loadConfig({ SQLITE_BUSY_TIMEOUT_MS: 'soon' })).toThrow(/SQLITE_BUSY_TIMEOUT_MS/);
  });

  it('takes the CSRF secret and the one before it from the environment, or leaves it to the database', () => {
    expect(loadConfig({}).csrf).toEqual({ secret: undefined, previousSecret: undefined });
    const secret = 'a'.repeat(64);
    expect(loadConfig({ CSRF_SECRET: secret, CSRF_SECRET_PREVIOUS: 'b'.repeat(64) }).csrf).toEqual({ secret, previousSecret: 'b'.repeat(64) });
    expect(() => loadConfig({ CSRF_SECRET: 'short' })).toThrow(/CSRF_SECRET: must be at least 32 characters/);
  });

  it('reads the embed frame ancestors, separated by spaces or commas', () => {
    expect(
      loadConfig({ EMBED_FRAME_ANCESTORS: "'self' https://partner.example, https://*.agents.example:8443  http://partner.test" }).embedFrameAncestors,
    ).toEqual(["'self'", 'https://partner.example', 'https://*.agents.example:8443', 'http://partner.test']);
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: 'https:' }).embedFrameAncestors).toEqual(['https:']);
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: "'none'" }).embedFrameAncestors).toEqual(["'none'"]);
  });

  it.each([
    ['', 'name at least one source'],
    ['https://partner.example/path', 'each source must be'],
    ["https://partner.example; script-src 'unsafe-inline'", 'each source must be'],
    ["'unsafe-inline'", 'each source must be'],
    ["'none' https://partner.example", "'none' cannot be combined"],
  ])('refuses EMBED_FRAME_ANCESTORS=%j', (value, message) => {
    expect(() => loadConfig({ EMBED_FRAME_ANCESTORS: value })).toThrow(message);
  });

  it('keeps mail in the outbox unless SMTP_URL is set, from the agency, with its support inbox for notices and replies', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Keystone Insurance Agency <no-reply@keystone-insurance.example>',
      agencyInbox: 'support@keystone-insurance.example',
      replyTo: 'support@keystone-insurance.example',
      pollIntervalMs: 5000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465', AGENCY_INBOX: 'desk@agency.example' }).mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      agencyInbox: 'desk@agency.example',
      replyTo: 'desk@agency.example',
    });
    expect(loadConfig({ AGENCY_INBOX: 'desk@agency.example', AGENCY_REPLY_TO: 'service@agency.example' }).mail.replyTo).toBe('service@agency.example');
    expect(() => loadConfig({ AGENCY_REPLY_TO: 'not an address' })).toThrow(/AGENCY_REPLY_TO/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ AGENCY_INBOX: 'not an address' })).toThrow(/AGENCY_INBOX/);
    // A ceiling below the first wait would shorten the first wait: the ceiling rises to it instead.
    expect(loadConfig({ MAIL_RETRY_BASE_MS: '1000', MAIL_RETRY_MAX_MS: '10' }).mail).toMatchObject({ retryBaseMs: 1000, retryMaxMs: 1000 });
  });

  it('reads the receipt limits per reference and per day', () => {
    expect(loadConfig({})).toMatchObject({ receiptsPerReference: 2, receiptsPerDay: 200 });
    expect(loadConfig({ RECEIPTS_PER_REFERENCE: '3', RECEIPTS_PER_DAY: '50' })).toMatchObject({ receiptsPerReference: 3, receiptsPerDay: 50 });
    expect(() => loadConfig({ RECEIPTS_PER_REFERENCE: '0' })).toThrow(/RECEIPTS_PER_REFERENCE/);
    expect(() => loadConfig({ RECEIPTS_PER_DAY: '0' })).toThrow(/RECEIPTS_PER_DAY/);
  });

  it('points every link at PUBLIC_BASE_URL, or at the server’s own address (never a request’s Host)', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://www.agency.example' }).siteOrigin).toBe('https://www.agency.example');
    expect(loadConfig({}).siteOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3105' }).siteOrigin).toBe('http://127.0.0.1:3105');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).siteOrigin).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '::' }).siteOrigin).toBe('http://localhost:3000');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'https://www.agency.example/' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('lets 2 mails a day reach an address on someone else’s say, 10 confirmations, and a proof link work 48 hours, each settable', () => {
    expect(loadConfig({}).provedAddresses).toEqual({ mailsPerDay: 2, confirmationsPerDay: 10, proofLinkTtlMs: 48 * 3_600_000 });
    expect(loadConfig({ MAILS_PER_ADDRESS_PER_DAY: '5', CONFIRMATIONS_PER_ADDRESS_PER_DAY: '3', ADDRESS_PROOF_LINK_HOURS: '24' }).provedAddresses).toEqual({
      mailsPerDay: 5,
      confirmationsPerDay: 3,
      proofLinkTtlMs: 24 * 3_600_000,
    });
    expect(() => loadConfig({ MAILS_PER_ADDRESS_PER_DAY: '0' })).toThrow(/MAILS_PER_ADDRESS_PER_DAY/);
    expect(() => loadConfig({ CONFIRMATIONS_PER_ADDRESS_PER_DAY: '0' })).toThrow(/CONFIRMATIONS_PER_ADDRESS_PER_DAY/);
  });
});

describe('what keeps writes from filling the disk', () => {
  it('keeps visit logs 90 days and error reports 30, each settable', () => {
    expect(loadConfig({}).retention).toEqual({ visitsDays: 90, errorReportsDays: 30 });
    expect(loadConfig({ VISIT_RETENTION_DAYS: '7', ERROR_REPORT_RETENTION_DAYS: '14' }).retention).toEqual({ visitsDays: 7, errorReportsDays: 14 });
    expect(() => loadConfig({ VISIT_RETENTION_DAYS: '0' })).toThrow(/VISIT_RETENTION_DAYS/);
  });

  it('gives a client 10 seconds for its headers and 2 minutes for a whole request', () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 120_000, headersMs: 10_000, shutdownMs: 30_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' }).timeouts).toEqual({ requestMs: 5000, headersMs: 5000, shutdownMs: 30_000 });
  });
});

describe('upload settings', () => {
  it('keeps uploads beside the SQLite file and limits a file to 15 MB by default', () => {
    expect(loadConfig({}).uploads).toEqual({
      store: { kind: 'folder', dir: path.join('data', 'uploads') },
      stagingDir: path.join('data', 'uploads', '.staging'),
      maxFileBytes: 15 * 1024 * 1024,
      quotaBytes: 10 * 1024 ** 3,
      minFreeBytes: 1024 ** 3,
      idleTimeoutMs: 15_000,
      decodingLimits: { pngMaxPixels: 50_000_000, jpegMaxPixels: 200_000_000, pdfMaxInflatedBytes: 100 * 1024 ** 2 },
    });
    expect(loadConfig({ SQLITE_FILE: '/srv/agency/app.db' }).uploads.store).toEqual({ kind: 'folder', dir: '/srv/agency/uploads' });
  });

  it('keeps files in an S3-compatible bucket when UPLOAD_S3_BUCKET is set, with the path style an endpoint needs', () => {
    const uploads = loadConfig({
      UPLOAD_S3_BUCKET: 'agency-files',
      UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:4568',
      AWS_ACCESS_KEY_ID: 'id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).uploads;
    expect(uploads.store).toEqual({
      kind: 's3',
      bucket: 'agency-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4568',
      forcePathStyle: true,
      requestTimeoutMs: 10_000,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // Arriving files are still staged and checked on this machine first.
    expect(uploads.stagingDir).toBe(path.join('data', 'uploads', '.staging'));
    expect(loadConfig({ UPLOAD_S3_BUCKET: 'agency-files' }).uploads.store).toMatchObject({ forcePathStyle: false, credentials: undefined });
    expect(() => loadConfig({ UPLOAD_S3_BUCKET: 'agency-files', UPLOAD_S3_ENDPOINT: 'not a url' })).toThrow(/UPLOAD_S3_ENDPOINT/);
  });

  it('scans uploads only when CLAMD_URL is set, at tcp://host:port or unix:/path, and refuses any other form', () => {
    expect(loadConfig({}).malwareScanning).toBeUndefined();
    expect(loadConfig({ CLAMD_URL: 'tcp://clamd.internal:3310' }).malwareScanning).toEqual({
      clamd: { kind: 'tcp', host: 'clamd.internal', port: 3310 },
      timeoutMs: 30_000,
    });
    expect(loadConfig({ CLAMD_URL: 'unix:/run/clamav/clamd.ctl', CLAMD_TIMEOUT_MS: '5000' }).malwareScanning).toEqual({
      clamd: { kind: 'unix', path: '/run/clamav/clamd.ctl' },
      timeoutMs: 5000,
    });
    for (const wrong of ['clamd:3310', 'tcp://clamd', 'http://clamd:3310', 'unix:relative.sock']) {
      expect(() => loadConfig({ CLAMD_URL: wrong })).toThrow(/CLAMD_URL/);
    }
  });

  it('gives the document workers two threads, 512 MB each and 30 s a task unless told otherwise', () => {
    expect(loadConfig({}).documentWorkers).toEqual({ threads: 2, memoryMb: 512, timeoutMs: 30_000 });
    expect(loadConfig({ DOCUMENT_WORKERS: '4', DOCUMENT_WORKER_MEMORY_MB: '256', DOCUMENT_WORKER_TIMEOUT_MS: '10000' }).documentWorkers).toEqual({
      threads: 4,
      memoryMb: 256,
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ DOCUMENT_WORKERS: '0' })).toThrow(/DOCUMENT_WORKERS/);
  });

  it('reads UPLOAD_DIR and UPLOAD_MAX_BYTES, refusing a limit that is not a positive whole number', () => {
    expect(loadConfig({ UPLOAD_DIR: '/var/lib/agency/uploads', UPLOAD_MAX_BYTES: '1048576' }).uploads).toMatchObject({
      store: { kind: 'folder', dir: '/var/lib/agency/uploads' },
      maxFileBytes: 1048576,
    });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '15MB' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('refuses an upload folder inside the served app folder: uploads are never served', () => {
    expect(() => loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app/uploads' })).toThrow(/UPLOAD_DIR: must not be inside STATIC_DIR/);
    expect(() => loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app' })).toThrow(/UPLOAD_DIR/);
    expect(loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app-uploads' }).uploads.store).toEqual({ kind: 'folder', dir: 'dist/app-uploads' });
  });
});

describe('staff sign-in throttling settings', () => {
  it('waits after 5 attempts per client (20 from unknown browsers together), 30 s doubling to 15 minutes, each settable', () => {
    expect(loadConfig({}).staff.signInThrottle).toEqual({ maxFailures: 5, maxFailuresFromUnknownDevices: 20, firstDelayMs: 30_000, maxDelayMs: 900_000 });
    expect(
      loadConfig({
        STAFF_SIGN_IN_MAX_FAILURES: '3',
        STAFF_SIGN_IN_MAX_FAILURES_UNKNOWN_DEVICES: '50',
        STAFF_SIGN_IN_FIRST_DELAY_SECONDS: '10',
        STAFF_SIGN_IN_MAX_DELAY_MINUTES: '60',
      }).staff.signInThrottle,
    ).toEqual({ maxFailures: 3, maxFailuresFromUnknownDevices: 50, firstDelayMs: 10_000, maxDelayMs: 3_600_000 });
    expect(() => loadConfig({ STAFF_SIGN_IN_MAX_FAILURES: '0' })).toThrow(/STAFF_SIGN_IN_MAX_FAILURES/);
  });

  it('refuses to start with STAFF_SIGN_IN_WINDOW_MINUTES, which it replaces, and says with what', () => {
    expect(() => loadConfig({ STAFF_SIGN_IN_WINDOW_MINUTES: '15' })).toThrow(/STAFF_SIGN_IN_WINDOW_MINUTES: replaced by STAFF_SIGN_IN_MAX_DELAY_MINUTES/);
  });
});
