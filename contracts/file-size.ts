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
