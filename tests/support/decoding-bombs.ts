/**
 * Small files that take a great deal to decode, as an attacker would upload them (issue 21, finding 3), and
 * ordinary ones of the same kinds for comparison. Made in memory, deterministic.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of `width` x `height` pixels of one colour: 1-bit grey, so 9000 x 9000 is about 10 KB on the wire. */
export function blankPng(width: number, height: number, { bitDepth = 1, colourType = 0 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : 1;
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  const raw = Buffer.alloc(rowBytes * height); // filter byte 0 and zero pixels on every row
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The 10 KB PNG of 9000 x 9000 pixels from the report. */
export const pngBomb = () => blankPng(9000, 9000);

/** A PNG cut short in its image data: its header reads, its pixels do not. */
export function truncatedPng(): Buffer {
  const whole = blankPng(400, 300, { bitDepth: 8, colourType: 2 });
  return whole.subarray(0, 33 + 20); // the signature, IHDR and the first bytes of IDAT
}

/**
 * A one-page PDF whose page tree sits in an object stream padded with `inflatedBytes` of spaces: PDF readers
 * (pdf-lib among them) inflate an object stream whole when they open the file. 200 MB of padding deflates to
 * about 200 KB.
 */
export function inflatingPdf(inflatedBytes = 200 * 1024 * 1024): Buffer {
  const objects = '2 0 ';
  const head = `${objects}<< /Type /Pages /Kids [4 0 R] /Count 1 >>`;
  const body = Buffer.alloc(head.length + inflatedBytes, 0x20);
  body.write(head, 0, 'latin1');
  const compressed = deflateSync(body, { level: 9 });
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First ${objects.length} /Filter /FlateDecode /Length ${compressed.length} >> stream\n`),
    compressed,
    Buffer.from('\nendstream endobj\n4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** The smallest thing that starts like a PDF: a header and an end, nothing between. */
export const brokenPdf = () => Buffer.from('%PDF-1.4\n%%EOF\n');
