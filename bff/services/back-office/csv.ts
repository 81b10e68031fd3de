/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, lines by CRLF, a field quoted when it
 * holds a comma, a quote or a line break, its quotes doubled. A field that a spreadsheet would take for a
 * formula (it begins with = + - @, a tab or a carriage return) is written with a leading ' so it stays text:
 * what people typed into a public form never runs as a formula on a member of staff's computer (OWASP, "CSV
 * injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded and quoted as needed. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One line of fields, with its CRLF. */
export const csvLine = (values: readonly (string | number | null | undefined)[]): string => `${values.map(csvCell).join(',')}\r\n`;
