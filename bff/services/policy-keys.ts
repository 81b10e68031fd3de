/**
 * The normalised search keys of a policy (the *_key columns of migration 004), made the same way when a
 * policy is stored and when it is searched for, so that 'José O'Brien-Smith' is found by 'jose obrien smith'.
 */

/** The agency's policies (migration 004): loaded from its policy system (or seeded), only ever read here. */
export const POLICIES_TABLE = 'policies';

/** Lower case ASCII letters and digits separated by single spaces; accents dropped, apostrophes removed. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A policy number as stored: upper case, without spaces. */
export const policyNumberKey = (value: string) => value.toUpperCase().replace(/\s+/g, '');

export const emailKey = (value: string) => value.trim().toLowerCase();

/** The five-digit ZIP code of a ZIP or ZIP+4 ('33602-1234' → '33602'), as searched by (zip5 column). */
export const zip5Of = (zip: string) => zip.trim().slice(0, 5);

/**
 * The range [from, to) holding every key that begins with `prefix`, compared byte by byte (SQLite BINARY,
 * PostgreSQL COLLATE "C" on the key columns of migration 004): a b-tree answers it as one index range.
 */
export function prefixRange(prefix: string): [from: string, to: string] {
  const last = prefix.charCodeAt(prefix.length - 1);
  return [prefix, prefix.slice(0, -1) + String.fromCharCode(last + 1)];
}
