import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import type { MantineTheme } from '@mantine/core';
import { AGENCY_PALETTES, agencyCssVariables, PORTAL_PRIMARY_COLOR } from './theme';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#4b5768', '#4b5768')).toBe(1);
  });
});

describe('agency palettes', () => {
  it.each(Object.entries(PORTAL_PRIMARY_COLOR))('the %s portal (%s) keeps white text on its filled shade 7 above WCAG AA (4.5:1)', (_portalType, color) => {
    expect(contrastRatio('#ffffff', AGENCY_PALETTES[color][7])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the colours of text on white', () => {
  it.each(Object.entries(agencyCssVariables({} as MantineTheme).light))('%s (%s) is above WCAG AA (4.5:1)', (_variable, color) => {
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
