import { defineCatalogue } from '@site/i18n/catalogue';
import { LOCALE_TAGS, type Locale } from '@site/locales';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * Seed 001 §5 "Shared formats": a file size in Bytes, KB, MB or GB to 2 decimals (whole bytes have none), without
 * needless zeros (issue 23): 15 MB is "15 MB", 1536 bytes "1.5 KB", 10,000 bytes "9.77 KB". Anything from 1 GB up
 * stays in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  if (unit === 0) return `${Math.round(bytes)} Bytes`;
  const value = bytes / STEP ** unit;
  const rounded = Number(value.toFixed(2));
  // 1023.999 KB rounds to 1024 KB: say "1 MB" instead.
  if (rounded >= STEP && unit < UNITS.length - 1) return `${Number((value / STEP).toFixed(2))} ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}

/** The word for "Bytes" in each language, for a size written in a summary (KB, MB and GB are written alike in both). */
export const FILE_SIZE_TEXT = defineCatalogue('file-size', { bytes: 'Bytes' }, { bytes: 'bytes' });

/**
 * A file's size in the spec's units (formatFileSize, seed 001 §5: Bytes, KB, MB or GB, to 2 decimals without
 * needless zeros), its number written as the language writes numbers (Intl) and `bytesWord` for "Bytes". In
 * English, formatFileSize's own words: "1.5 KB", "1023 Bytes"; in Spanish "1.5 KB", "1023 bytes".
 */
export function fileSizeIn(bytes: number, locale: Locale, bytesWord: string): string {
  const [amount = '0', unit = ''] = formatFileSize(bytes).split(' ');
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2, useGrouping: false }).format(Number(amount));
  return `${number} ${unit === 'Bytes' ? bytesWord : unit}`;
}
