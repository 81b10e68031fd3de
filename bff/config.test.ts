import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('limits quote requests to 20 a minute per client and lets only our own pages frame the embeds by default', () => {
    const config = loadConfig({});
    expect(config.quoteRateLimitPerMinute).toBe(20);
    expect(config.embedFrameAncestors).toEqual(["'self'"]);
  });

  it('reads the quote rate limit; 0 turns it off', () => {
    expect(loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '5' }).quoteRateLimitPerMinute).toBe(5);
    expect(loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' }).quoteRateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/QUOTE_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ QUOTE_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/QUOTE_RATE_LIMIT_PER_MINUTE/);
  });

  it('reads the embed frame ancestors, separated by spaces or commas', () => {
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: "'self' https://partner.example, https://*.agents.example:8443  http://partner.test" }).embedFrameAncestors).toEqual([
      "'self'",
      'https://partner.example',
      'https://*.agents.example:8443',
      'http://partner.test',
    ]);
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

  it('keeps mail in the outbox unless SMTP_URL is set, from the agency, with its support inbox for notices', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Keystone Insurance Agency <no-reply@keystone-insurance.example>',
      agencyInbox: 'support@keystone-insurance.example',
      pollIntervalMs: 5000,
      retryBaseMs: 30_000,
      retryMaxMs: 3_600_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example:465', AGENCY_INBOX: 'desk@agency.example' }).mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      agencyInbox: 'desk@agency.example',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ AGENCY_INBOX: 'not an address' })).toThrow(/AGENCY_INBOX/);
    // A ceiling below the first wait would shorten the first wait: the ceiling rises to it instead.
    expect(loadConfig({ MAIL_RETRY_BASE_MS: '1000', MAIL_RETRY_MAX_MS: '10' }).mail).toMatchObject({ retryBaseMs: 1000, retryMaxMs: 1000 });
  });

  it('reads the receipt limits: per client a minute (0 turns it off) and per reference', () => {
    expect(loadConfig({})).toMatchObject({ receiptRateLimitPerMinute: 10, receiptsPerReference: 5 });
    expect(loadConfig({ RECEIPT_RATE_LIMIT_PER_MINUTE: '0', RECEIPTS_PER_REFERENCE: '2' })).toMatchObject({ receiptRateLimitPerMinute: 0, receiptsPerReference: 2 });
    expect(() => loadConfig({ RECEIPTS_PER_REFERENCE: '0' })).toThrow(/RECEIPTS_PER_REFERENCE/);
  });
});

describe('upload settings', () => {
  it('keeps uploads beside the SQLite file and limits a file to 15 MB by default', () => {
    expect(loadConfig({}).uploads).toEqual({ dir: path.join('data', 'uploads'), maxFileBytes: 15 * 1024 * 1024 });
    expect(loadConfig({ SQLITE_FILE: '/srv/agency/app.db' }).uploads.dir).toBe('/srv/agency/uploads');
  });

  it('reads UPLOAD_DIR and UPLOAD_MAX_BYTES, refusing a limit that is not a positive whole number', () => {
    expect(loadConfig({ UPLOAD_DIR: '/var/lib/agency/uploads', UPLOAD_MAX_BYTES: '1048576' }).uploads).toEqual({ dir: '/var/lib/agency/uploads', maxFileBytes: 1048576 });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '15MB' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('refuses an upload folder inside the served app folder: uploads are never served', () => {
    expect(() => loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app/uploads' })).toThrow(/UPLOAD_DIR: must not be inside STATIC_DIR/);
    expect(() => loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app' })).toThrow(/UPLOAD_DIR/);
    expect(loadConfig({ STATIC_DIR: 'dist/app', UPLOAD_DIR: 'dist/app-uploads' }).uploads.dir).toBe('dist/app-uploads');
  });
});
