import { formatFileSize } from '@contracts/file-size';
import { LOCALE_TAGS, type Locale } from '@site/locales';

/**
 * A file's size in the spec's units (formatFileSize, seed 001 §5: Bytes, KB, MB or GB, to 2 decimals without
 * needless zeros), its number written as the language writes numbers (Intl) and `bytesWord` for "Bytes". In
 * English, formatFileSize's own words: "1.5 KB", "1023 Bytes".
 */
export function fileSizeIn(bytes: number, locale: Locale, bytesWord: string): string {
  const [amount = '0', unit = ''] = formatFileSize(bytes).split(' ');
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2, useGrouping: false }).format(Number(amount));
  return `${number} ${unit === 'Bytes' ? bytesWord : unit}`;
}
