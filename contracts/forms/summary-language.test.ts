import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { formatDateForDisplay, formatEasternDateTime } from '../dates';
import { formatFileSize } from '../file-size';
import { SUMMARY_IN_ENGLISH, summaryLanguage } from './summary-language';

const ENGLISH = summaryLanguage('en', textsIn('en'));
const SPANISH = summaryLanguage('es', textsIn('es'));
const SIGNED = new Date('2026-11-25T19:05:09Z');

describe('a summary’s language', () => {
  it.each([0, 181, 1023, 1536, 10_000, 15 * 1024 ** 2, 3 * 1024 ** 3])('writes %i bytes in English exactly as formatFileSize', (bytes) => {
    expect(SUMMARY_IN_ENGLISH.fileSize(bytes)).toBe(formatFileSize(bytes));
    expect(ENGLISH.fileSize(bytes)).toBe(formatFileSize(bytes));
  });

  it('writes a size in Spanish with its number through Intl and "bytes" for Bytes, KB, MB and GB as they are', () => {
    expect(SPANISH.fileSize(181)).toBe('181 bytes');
    expect(SPANISH.fileSize(1536)).toBe('1.5 KB');
    expect(SPANISH.fileSize(2.345 * 1024 ** 2)).toBe('2.35 MB');
    expect(SPANISH.fileSize(3584 * 1024 ** 3)).toBe('3584 GB');
  });

  it('writes a moment in the agency’s time: as the back office reads it in English, with the month named in Spanish', () => {
    expect(SUMMARY_IN_ENGLISH.dateTime(SIGNED)).toBe('11/25/2026 2:05:09 PM ET');
    expect(ENGLISH.dateTime(SIGNED)).toBe(formatEasternDateTime(SIGNED));
    expect(SPANISH.dateTime(SIGNED)).toBe('25 de noviembre de 2026 a las 2:05 p.m. (hora del Este)');
  });

  it('writes a date as before: 11/30/2026 in English, the month named in Spanish', () => {
    expect(SUMMARY_IN_ENGLISH.date('2026-11-30')).toBe(formatDateForDisplay('2026-11-30'));
    expect(ENGLISH.date('2026-11-30')).toBe('11/30/2026');
    expect(SPANISH.date('2026-11-30')).toBe('30 de noviembre de 2026');
  });
});
