import { describe, expect, it } from 'vitest';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, formatRatio, hexChannels, meetsAA, relativeLuminance } from './contrast';

describe('hexChannels', () => {
  it('reads #rrggbb and the #rgb shorthand, in either case', () => {
    expect(hexChannels('#1f3a7c')).toEqual([31, 58, 124]);
    expect(hexChannels('#FFF')).toEqual([255, 255, 255]);
    expect(hexChannels('#000')).toEqual([0, 0, 0]);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => hexChannels('red')).toThrow('Not a #rgb or #rrggbb colour: red');
    expect(() => hexChannels('#12345')).toThrow();
    expect(() => hexChannels('var(--mantine-color-black)')).toThrow();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and about 0.1845 for the grey #777777', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, whichever is the foreground, and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#4b5768', '#4b5768')).toBe(1);
  });

  it('matches the published figures of well-known pairs', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });
});

describe('meetsAA', () => {
  it('asks 4.5:1 of normal text and 3:1 of large text, both inclusive', () => {
    expect([AA_NORMAL_TEXT, AA_LARGE_TEXT]).toEqual([4.5, 3]);
    expect(meetsAA(4.5)).toEqual({ normalText: true, largeText: true });
    expect(meetsAA(4.49)).toEqual({ normalText: false, largeText: true });
    expect(meetsAA(3)).toEqual({ normalText: false, largeText: true });
    expect(meetsAA(2.99)).toEqual({ normalText: false, largeText: false });
  });
});

describe('formatRatio', () => {
  it('rounds down to 2 decimals, so a failing ratio never reads as the threshold', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
  });
});
