/** WCAG 2 relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string) {
  const linear = (start: number) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21 (AA asks 4.5 for body text). */
export function contrastRatio(foreground: string, background: string) {
  const [first, second] = [relativeLuminance(foreground), relativeLuminance(background)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}
