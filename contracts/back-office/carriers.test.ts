import { describe, expect, it } from 'vitest';
import { CARRIER_CHANGE_MESSAGES, isHttpsUrl, ZCarrierChanges } from './carriers';

const valid = {
  paymentUrl: 'https://www.progressive.com/pay-bill/',
  claimsUrl: '',
  claimsPhone: '(800) 776-4737',
  billingPhone: '',
  overnightPaymentAddress: 'Progressive, PO Box 6807, Cleveland, OH 44101',
  logoPath: '',
};

const errorsOf = (changes: Record<string, unknown>) => {
  const result = ZCarrierChanges.safeParse({ ...valid, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('ZCarrierChanges', () => {
  it('takes the six editable fields, each of which may be empty', () => {
    expect(ZCarrierChanges.parse(valid)).toEqual(valid);
    const empty = { paymentUrl: '', claimsUrl: '', claimsPhone: '', billingPhone: '', overnightPaymentAddress: '', logoPath: '' };
    expect(ZCarrierChanges.parse(empty)).toEqual(empty);
  });

  it('refuses anything else: the name and the website are not edited here, and a missing field is not "empty"', () => {
    expect(ZCarrierChanges.safeParse({ ...valid, name: 'Renamed' }).success).toBe(false);
    const { paymentUrl: _, ...missing } = valid;
    expect(ZCarrierChanges.safeParse(missing).error?.flatten().fieldErrors).toEqual({ paymentUrl: [CARRIER_CHANGE_MESSAGES.url] });
  });

  it.each([
    'http://www.example.com/pay',
    'www.example.com/pay',
    'https://',
    'https://example',
    'https://exa mple.com',
    'https://user:pw@example.com',
    'javascript:alert(1)',
  ])('refuses the page address %s', (url) => {
    expect(errorsOf({ paymentUrl: url, claimsUrl: url })).toEqual({ paymentUrl: [CARRIER_CHANGE_MESSAGES.url], claimsUrl: [CARRIER_CHANGE_MESSAGES.url] });
  });

  it('takes https addresses, trimmed, up to 500 characters', () => {
    expect(ZCarrierChanges.parse({ ...valid, claimsUrl: '  https://claims.example.com/start?state=FL#now ' }).claimsUrl).toBe(
      'https://claims.example.com/start?state=FL#now',
    );
    expect(isHttpsUrl(`https://example.com/${'a'.repeat(480)}`)).toBe(true);
    expect(errorsOf({ paymentUrl: `https://example.com/${'a'.repeat(490)}` })).toEqual({ paymentUrl: [CARRIER_CHANGE_MESSAGES.tooLong(500)] });
  });

  it('keeps phones as the directory shows them, however they were typed', () => {
    expect(ZCarrierChanges.parse({ ...valid, claimsPhone: '800-776-4737', billingPhone: '800.555.0100' })).toMatchObject({
      claimsPhone: '(800) 776-4737',
      billingPhone: '(800) 555-0100',
    });
    expect(errorsOf({ claimsPhone: '(800) 77', billingPhone: '1-800-776-4737-9' })).toEqual({
      claimsPhone: [CARRIER_CHANGE_MESSAGES.phone],
      billingPhone: [CARRIER_CHANGE_MESSAGES.phone],
    });
  });

  it('takes a logo path on our site or an https address, nothing else', () => {
    for (const logoPath of ['/logos/progressive.svg', 'https://cdn.example.com/progressive.png']) expect(errorsOf({ logoPath })).toEqual({});
    // Seed 001 §3: a 'null' or 'undefined' logo is no logo; it can never be stored.
    for (const logoPath of [
      'null',
      'undefined',
      'logos/progressive.svg',
      '//evil.example/x.png',
      'http://cdn.example.com/x.png',
      'data:image/png;base64,AAAA',
      '/logos/a b.svg',
    ])
      expect(errorsOf({ logoPath }), logoPath).toEqual({ logoPath: [CARRIER_CHANGE_MESSAGES.logoPath] });
  });

  it('takes an overnight address of several lines up to 500 characters, without control characters', () => {
    expect(errorsOf({ overnightPaymentAddress: 'Progressive\nPO Box 6807\nCleveland, OH 44101' })).toEqual({});
    expect(errorsOf({ overnightPaymentAddress: 'a'.repeat(501) })).toEqual({ overnightPaymentAddress: [CARRIER_CHANGE_MESSAGES.tooLong(500)] });
    expect(Object.keys(errorsOf({ overnightPaymentAddress: 'PO Box\u0000 1' }))).toEqual(['overnightPaymentAddress']);
  });
});
