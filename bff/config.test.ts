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
});
