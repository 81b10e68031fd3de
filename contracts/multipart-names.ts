/**
 * How a form's values travel as multipart/form-data, both ways, so one zod schema checks the browser's values
 * and the server's body: a nested group is `contactInfo[firstName]`, a list entry `documents[0][type]`, a file
 * a file part under its name (`documents[0][file]`), a boolean 'true' or 'false', a number its decimal text.
 * Null and undefined are left out (no file chosen); an empty text is sent empty, as an HTML form sends it, so a
 * group whose fields are all blank still arrives and each field gets its own message.
 */

export type MultipartEntry = [name: string, value: string | Blob];

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isBlob(value);

/** The parts of `values`, named by their path. */
export function multipartEntries(values: unknown, prefix = ''): MultipartEntry[] {
  const nameOf = (key: string | number) => (prefix ? `${prefix}[${key}]` : String(key));
  if (Array.isArray(values)) return values.flatMap((item, index) => multipartEntries(item, nameOf(index)));
  if (isPlainObject(values)) return Object.entries(values).flatMap(([key, item]) => multipartEntries(item, nameOf(key)));
  if (values === null || values === undefined || !prefix) return [];
  return [[prefix, isBlob(values) ? values : String(values)]];
}

/** `values` as FormData, named by multipartEntries (files keep their names). */
export function multipartFormData(values: object): FormData {
  const form = new FormData();
  for (const [name, value] of multipartEntries(values)) {
    if (typeof File !== 'undefined' && value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
}

/** 'documents[0][file]' as its path segments: ['documents', '0', 'file']; null for a malformed name. */
export function nameSegments(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]+)\]/g)].map((part) => part[1] ?? '');
  return [match[1] ?? '', ...rest];
}

/** The field path an error at a part is reported under: 'documents.0.file'. */
export const fieldPathOf = (name: string) => (nameSegments(name) ?? [name]).join('.');

/** A part's name with its list positions left out, as file fields are declared: 'documents[][file]'. */
export const multipartFieldPattern = (name: string) => name.replace(/\[\d+\]/g, '[]');

const MAX_LIST_INDEX = 99;
const isIndex = (segment: string) => /^\d+$/.test(segment) && Number(segment) <= MAX_LIST_INDEX;
const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The body a multipart request's parts make: named parts nested by their path, list positions as lists (in
 * order, gaps closed). A name that is malformed, reaches into an object's prototype or mixes a list and a
 * group at one place is left out; the schema then reports the field it should have filled.
 */
export function nestMultipartEntries<T>(entries: Iterable<[string, T]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const segments = nameSegments(name);
    if (!segments || segments.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    placeAt(root, segments, value);
  }
  return closeLists(root) as Record<string, unknown>;
}

/** Puts `value` at `segments` under `root`; the first part at a place wins, and a conflicting one is dropped. */
function placeAt(root: Record<string, unknown>, segments: string[], value: unknown) {
  let node = root;
  for (const [depth, segment] of segments.entries()) {
    if (depth === segments.length - 1) {
      if (!(segment in node)) node[segment] = value;
      return;
    }
    const childIsList = isIndex(segments[depth + 1] ?? '');
    const existing = node[segment];
    if (existing === undefined) node[segment] = childIsList ? new ListSlots() : {};
    else if (typeof existing !== 'object' || existing === null || childIsList !== existing instanceof ListSlots) return;
    node = node[segment] as Record<string, unknown>;
  }
}

/** A list while it is being filled: indexes as keys, turned into an array once every part is placed. */
class ListSlots {
  [index: string]: unknown;
}

function closeLists(node: unknown): unknown {
  if (node instanceof ListSlots) {
    return Object.keys(node)
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => closeLists(node[String(index)]));
  }
  if (isPlainObject(node) && Object.getPrototypeOf(node) === Object.prototype) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closeLists(value)]));
  }
  return node;
}
