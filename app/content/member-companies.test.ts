import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { floodClaims, MEMBER_COMPANIES, memberCompanies } from './member-companies';

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
    expect(floodClaims(textsIn('en')).figures.map((figure) => figure.value)).toEqual(['49', '10+', '20+']);
    expect(MEMBER_COMPANIES.find((company) => company.icon === 'flood')?.description).toMatch(/49 states.*10\+ flood carriers.*20\+ programs/);
  });

  it('in Spanish: the same companies under the same names, in the same order, with the same flood figures', () => {
    const spanish = memberCompanies(textsIn('es'));
    expect(spanish.map((company) => [company.name, company.icon])).toEqual(MEMBER_COMPANIES.map((company) => [company.name, company.icon]));
    for (const [index, company] of spanish.entries()) {
      expect(company.focus).not.toBe(MEMBER_COMPANIES[index]!.focus);
      expect(company.description).not.toBe(MEMBER_COMPANIES[index]!.description);
    }
    expect(spanish.find((company) => company.icon === 'flood')?.description).toMatch(/49 estados.*más de 10 aseguradoras.*más de 20 programas/);
    const flood = floodClaims(textsIn('es'));
    expect(flood.figures.map((figure) => figure.value)).toEqual(['49', '10+', '20+']);
    expect(flood.text).toContain('49 estados');
  });
});
