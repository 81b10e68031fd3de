import { describe, expect, it, vi } from 'vitest';
import raw from './carriers.json';
import { CARRIER_COUNT, loadCarriers, normalizeLogoPath, parseCarriers } from './carriers';

const carriers = parseCarriers(raw);

describe('the built-in carriers (seed 001 §3)', () => {
  it('are 53, with the unique ids 1 to 53 and unique names', () => {
    expect(carriers).toHaveLength(CARRIER_COUNT);
    expect(carriers.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    expect(new Set(carriers.map((c) => c.name.toLowerCase())).size).toBe(53);
  });

  it('link only to https addresses, and every carrier has its website', () => {
    for (const carrier of carriers) {
      expect(carrier.website, carrier.name).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}/);
      for (const url of [carrier.paymentUrl, carrier.claimsUrl]) if (url) expect(url, carrier.name).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}/);
    }
  });

  it('give phones as ten-digit US numbers', () => {
    for (const carrier of carriers) {
      for (const phone of [carrier.claimsPhone, carrier.billingPhone]) {
        if (phone) expect(phone, carrier.name).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      }
    }
  });

  it('are listed by name', () => {
    const names = carriers.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('normalizeLogoPath', () => {
  it.each([undefined, null, '', '  ', 'null', 'undefined'])('%s becomes an empty string', (value) => {
    expect(normalizeLogoPath(value)).toBe('');
  });

  it('keeps a real path', () => {
    expect(normalizeLogoPath('/logos/state-farm.svg')).toBe('/logos/state-farm.svg');
  });

  it('is applied when the file is read', () => {
    const [carrier] = parseCarriers([{ ...raw[0], logoPath: 'null' }]);
    expect(carrier?.logoPath).toBe('');
  });
});

describe('loadCarriers', () => {
  it('reads the carriers file', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(raw), { status: 200 }));
    await expect(loadCarriers(fetchImpl)).resolves.toHaveLength(53);
  });

  it('rejects when the file cannot be fetched', async () => {
    const fetchImpl = vi.fn(async () => new Response('gone', { status: 404 }));
    await expect(loadCarriers(fetchImpl)).rejects.toThrow('HTTP 404');
  });
});
