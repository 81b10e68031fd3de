const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/**
 * Seed 001 §5 "Shared formats": a file size in Bytes, KB, MB or GB with 2 decimals (whole bytes have none).
 * 1536 is "1.50 KB"; anything from 1 GB up stays in GB.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  if (unit === 0) return `${Math.round(bytes)} Bytes`;
  const value = bytes / STEP ** unit;
  const shown = value.toFixed(2);
  // 1023.999 KB rounds to "1024.00 KB": say "1.00 MB" instead.
  if (Number(shown) >= STEP && unit < UNITS.length - 1) return `${(value / STEP).toFixed(2)} ${UNITS[unit + 1]}`;
  return `${shown} ${UNITS[unit]}`;
}
