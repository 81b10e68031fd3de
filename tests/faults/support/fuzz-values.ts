/** Values no form of ours sends: wrong types, nulls, huge and odd numbers, unicode, very long text, files of every kind. */
import fc from 'fast-check';
import { docxBytes, EXE_BYTES, JPEG_BYTES, pdfBytes, PNG_BYTES, TEXT_BYTES } from '../../support/document-fixtures';
import { brokenPdf, truncatedPng } from '../../support/decoding-fixtures';

const ODD_NUMBERS = [1e308, -1e308, 5e-324, -0, 2 ** 53 + 2, -(2 ** 63), 2 ** 64, 1.5, 0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER];
const ODD_TEXTS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  'İı ß ﬁ',
  '𝕏𝕐ℤ 👩‍👩‍👧‍👦 🏳️‍🌈',
  'Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE uploads; --',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%',
  '%E0%A4%A',
  '{{7*7}}${7*7}',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e309',
  '-0',
  '0x1F',
  '99999999999999999999999999',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '[object Object]',
  'a@b',
  '@@@',
];

/** Text of `length` (up to about 100 KB): a repeated unit, so a long value costs little to generate. */
export const longText = (minLength = 1000, maxLength = 100_000) =>
  fc
    .tuple(fc.integer({ min: minLength, max: maxLength }), fc.constantFrom('x', 'é', '𝕏', '👩‍👩‍👧', ' ', '\u0000', 'ab<>&"\''))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Text of any kind: ordinary, any code point (lone surrogates too), the odd ones above, very long. */
export const anyText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
    { weight: 1, arbitrary: longText() },
  );

export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...ODD_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.maxSafeInteger());

/** A JSON value with an own `__proto__` or `constructor` key, as JSON.parse makes it. */
const prototypeKeys = fc
  .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}')
  .map((text) => JSON.parse(text) as unknown);

/** A value of any type but (most likely) the one expected: what `wrong type`, `null`, `array for an object` mean. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 3, arbitrary: oddNumber() },
    { weight: 3, arbitrary: anyText() },
    { weight: 2, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
    { weight: 1, arbitrary: prototypeKeys },
    { weight: 1, arbitrary: fc.array(fc.constant({}), { minLength: 50, maxLength: 400 }) },
  );

/** Now and then (one time in `every`) a value of `arbitrary`, else `otherwise`. */
export const nowAndThen = <T, U>(arbitrary: fc.Arbitrary<T>, otherwise: U, every: number): fc.Arbitrary<T | U> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(otherwise) }, { weight: 1, arbitrary });

/** Extra fields no schema names. */
export const extraFields = (): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(
    fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'status', 'isAdmin')),
    wrongValue(),
    {
      minKeys: 1,
      maxKeys: 3,
    },
  );

const FILE_CONTENTS = [
  { bytes: pdfBytes('fuzz'), type: 'application/pdf' },
  { bytes: PNG_BYTES, type: 'image/png' },
  { bytes: JPEG_BYTES, type: 'image/jpeg' },
  { bytes: docxBytes(), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { bytes: TEXT_BYTES, type: 'application/pdf' },
  { bytes: EXE_BYTES, type: 'application/octet-stream' },
  { bytes: brokenPdf(), type: 'application/pdf' },
  { bytes: truncatedPng(), type: 'image/png' },
  { bytes: Buffer.alloc(0), type: 'application/pdf' },
];
const FILE_NAMES = [
  'document.pdf',
  'photo.png',
  'scan.JPG',
  'letter.docx',
  '../../etc/passwd',
  'a'.repeat(300) + '.pdf',
  'no extension',
  '',
  '文件 📄.pdf',
  'con.pdf',
  '.pdf',
];

/** A file to upload: a document, an image, something else dressed as one, nothing at all, or one past `maxBytes`. */
export const fileValue = (maxBytes: number): fc.Arbitrary<File> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...FILE_CONTENTS) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ bytes: Buffer.from(bytes), type: 'application/pdf' })) },
        { weight: 1, arbitrary: fc.constant({ bytes: Buffer.concat([pdfBytes('large'), Buffer.alloc(maxBytes)]), type: 'application/pdf' }) },
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...FILE_NAMES) }),
    )
    .map(([{ bytes, type }, name]) => new File([new Uint8Array(bytes)], name ?? nameFor(type), { type }));

const nameFor = (type: string) => (type === 'image/png' ? 'photo.png' : type === 'image/jpeg' ? 'photo.jpg' : 'document.pdf');
