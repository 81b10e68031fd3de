/** WCAG 2.x AA: the least contrast for normal text, and for large text (24 px, or 18.66 px bold, and up). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

/** The red, green and blue channels (0-255) of a #rgb or #rrggbb colour; anything else throws. */
export function hexChannels(hex: string): [number, number, number] {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string) {
  const [red, green, blue] = hexChannels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two #rgb or #rrggbb colours, from 1 to 21 (AA asks 4.5 for body text). */
export function contrastRatio(foreground: string, background: string) {
  const [first, second] = [relativeLuminance(foreground), relativeLuminance(background)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Whether a contrast ratio meets WCAG AA for normal text and for large text. */
export const meetsAA = (ratio: number) => ({ normalText: ratio >= AA_NORMAL_TEXT, largeText: ratio >= AA_LARGE_TEXT });

/**
 * A ratio as people read it, rounded down to 2 decimals so a colour just short of 4.5 never shows "4.50:1"
 * beside "AA fail".
 */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
