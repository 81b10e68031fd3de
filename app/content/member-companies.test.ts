import { describe, expect, it } from 'vitest';
import { FLOOD_CLAIMS, MEMBER_COMPANIES } from './member-companies';

describe('MEMBER_COMPANIES', () => {
  it("are seed 000 §1's ten companies, each doing what the specification lists, with distinct names", () => {
    expect(MEMBER_COMPANIES.map((company) => company.focus)).toEqual([
      'Home insurance quotes for mortgage professionals',
      'Flood agencies',
      'An agency franchise model',
      'New construction insurance',
      'High value insurance',
      'A lead exchange',
      'A lead-to-policy pipeline',
      'Independent agency support',
      'A full-service agency',
      'A health specialist',
    ]);
    expect(new Set(MEMBER_COMPANIES.map((company) => company.name)).size).toBe(10);
  });

  it('carry the flood claims: a flood agency across 49 states; 10+ flood carriers with 20+ programs', () => {
    expect(FLOOD_CLAIMS.figures.map((figure) => figure.value)).toEqual(['49', '10+', '20+']);
    expect(MEMBER_COMPANIES.find((company) => company.icon === 'flood')?.description).toMatch(/49 states.*10\+ flood carriers.*20\+ programs/);
  });
});
