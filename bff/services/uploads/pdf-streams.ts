/**
 * What a PDF's compressed streams inflate to, counted before any PDF library opens the file: a small file
 * whose streams expand to hundreds of megabytes (a decoding bomb) is refused, whatever its dictionaries say.
 *
 * Every stream whose data begins as a zlib stream is counted from there to its end, however the dictionary
 * names its filter (`/Fl#61teDecode`, an indirect /Filter) or its /Length; what follows a zlib stream is not
 * read by zlib, so nothing placed after it changes the count. Object and cross-reference streams are the
 * streams a PDF library inflates itself when it opens a file: those must be plain or Flate alone. Content and
 * image streams are never decoded on the server (pdf-lib copies them as they are).
 */
import { inflatedSize } from './inflated-size';

export type PdfStreamsCheck = { kind: 'ok'; inflatedBytes: number } | { kind: 'expands-too-much' } | { kind: 'unreadable' };

const STREAM = Buffer.from('stream');

/** A zlib header: deflate with a window of at most 32 KB and a valid check (RFC 1950). */
const startsLikeZlib = (bytes: Buffer, at: number) =>
  at + 1 < bytes.length && (bytes[at]! & 0x0f) === 8 && bytes[at]! >> 4 <= 7 && ((bytes[at]! << 8) | bytes[at + 1]!) % 31 === 0;

const isWhitespace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;

/** The dictionary before a `stream` keyword, its #xx escapes decoded; undefined when there is none. */
function dictionaryBefore(bytes: Buffer, keyword: number): string | undefined {
  let at = keyword - 1;
  while (at > 0 && isWhitespace(bytes[at])) at -= 1;
  if (bytes[at] !== 0x3e || bytes[at - 1] !== 0x3e) return undefined; // '>>'
  let depth = 0;
  for (let i = at; i > 0; i -= 1) {
    if (bytes[i] === 0x3e && bytes[i - 1] === 0x3e) {
      depth += 1;
      i -= 1;
    } else if (bytes[i] === 0x3c && bytes[i - 1] === 0x3c) {
      depth -= 1;
      i -= 1;
      if (depth === 0) return bytes.toString('latin1', i, at + 1).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  return undefined;
}

const FILTER = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/;
const filtersOf = (dictionary: string) => [...(FILTER.exec(dictionary)?.[1] ?? '').matchAll(/\/([^\s/<>[\]()]+)/g)].map((match) => match[1]);
const isObjectOrXrefStream = (dictionary: string) => /\/Type\s*\/(ObjStm|XRef)(?![^\s/<>[\]()])/.test(dictionary);

export async function checkPdfStreams(bytes: Buffer, maxInflatedBytes: number): Promise<PdfStreamsCheck> {
  let inflatedBytes = 0;
  for (let keyword = bytes.indexOf(STREAM); keyword !== -1; keyword = bytes.indexOf(STREAM, keyword + STREAM.length)) {
    if (keyword >= 3 && bytes.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = keyword + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    if (start === keyword + STREAM.length) continue; // 'stream' inside other text, not the keyword

    const dictionary = dictionaryBefore(bytes, keyword);
    if (dictionary !== undefined && isObjectOrXrefStream(dictionary)) {
      const filters = filtersOf(dictionary);
      const flateAlone = filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl');
      if (filters.length > 0 && !flateAlone) return { kind: 'unreadable' };
    }
    if (!startsLikeZlib(bytes, start)) continue;
    inflatedBytes += await inflatedSize(bytes.subarray(start), maxInflatedBytes - inflatedBytes);
    if (inflatedBytes > maxInflatedBytes) return { kind: 'expands-too-much' };
    // The search goes on inside this stream's data too: a reader misled by a short /Length would parse it.
  }
  return { kind: 'ok', inflatedBytes };
}
