import { describe, expect, it } from 'vitest';
import { carrierTelHref, filterCarriersByName } from './carrier';

const carriers = [{ name: 'State Farm' }, { name: 'Allstate' }, { name: 'Farmers Insurance' }, { name: 'GEICO' }];

describe('filterCarriersByName', () => {
  it('matches a part of the name whatever its case', () => {
    expect(filterCarriersByName(carriers, 'FARM').map((c) => c.name)).toEqual(['State Farm', 'Farmers Insurance']);
    expect(filterCarriersByName(carriers, 'eic').map((c) => c.name)).toEqual(['GEICO']);
  });

  it('shows every carrier for an empty or blank search, and none when nothing matches', () => {
    expect(filterCarriersByName(carriers, '')).toHaveLength(4);
    expect(filterCarriersByName(carriers, '   ')).toHaveLength(4);
    expect(filterCarriersByName(carriers, 'zzz')).toEqual([]);
  });
});

describe('carrierTelHref', () => {
  it('keeps digits only', () => {
    expect(carrierTelHref('(800) 732-5246', false)).toBe('tel:8007325246');
  });

  it('prefixes +1 once on the older page', () => {
    expect(carrierTelHref('(800) 732-5246', true)).toBe('tel:+18007325246');
    expect(carrierTelHref('1-800-732-5246', true)).toBe('tel:+18007325246');
  });
});
