import { describe, expect, it } from 'vitest';
import { issueReference } from './reference-numbers';

describe('issueReference', () => {
  it('issues the prefix, a dash and 8 characters of the unmistakable alphabet', () => {
    expect(issueReference('QR')).toMatch(/^QR-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('draws every character from all 32, evenly, and never repeats a reference across many pools of bytes', () => {
    const references = Array.from({ length: 20_000 }, () => issueReference('QR'));
    expect(new Set(references).size).toBe(references.length);
    const counts = new Map<string, number>();
    for (const reference of references) for (const character of reference.slice(3)) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 160,000 characters: 5,000 expected each; a fair draw stays well inside ±10%.
    for (const count of counts.values()) expect(Math.abs(count - 5000)).toBeLessThan(500);
  });
});
