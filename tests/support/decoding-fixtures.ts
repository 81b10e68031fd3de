/**
 * Files that take far more to decode than their size shows, as an attacker would upload them (issue 21,
 * finding 3), and ordinary ones of the same kinds to compare with: a phone photo, a screenshot, a PDF of a
 * few pages. Made in memory and the same every time.
 */
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function png(width: number, height: number, bitDepth: number, colourType: 0 | 2, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A black PNG of `width` x `height` pixels, 1-bit grey: 9000 x 9000 is about 10 KB. */
export function blankPng(width: number, height: number): Buffer {
  return png(width, height, 1, 0, Buffer.alloc((1 + Math.ceil(width / 8)) * height));
}

/** The 10 KB PNG of 9000 x 9000 pixels from the report (81 megapixels; decoded, 324 MB). */
export const pngBomb = () => blankPng(9000, 9000);

/** A PNG cut short in its image data: its header reads, its pixels do not. */
export function truncatedPng(): Buffer {
  return ordinaryScreenshot(400, 300).subarray(0, 33 + 20); // the signature, IHDR and the first bytes of IDAT
}

/** A deterministic stream of bytes (xorshift), for image content that compresses as real content does. */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** A phone screenshot (1290 x 2796 RGB, 3.6 megapixels): bands of colour with some grain, about 3 MB. */
export function ordinaryScreenshot(width = 1290, height = 2796): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  const grain = noise(raw.length, 7);
  for (let y = 0; y < height; y += 1) {
    const band = Math.floor(y / 120) % 6;
    for (let x = 0; x < width * 3; x += 1) raw[y * rowBytes + 1 + x] = (band * 40 + (x % 3) * 60 + (grain[y * rowBytes + x]! & 0x03)) & 0xff;
  }
  return png(width, height, 8, 2, raw);
}

/**
 * A 12-megapixel phone photo (4032 x 3024): a baseline JPEG's headers (JFIF, an EXIF block, tables, the frame)
 * and about 3 MB of entropy-coded data. Nothing on the server decodes a JPEG (it goes into a PDF as it is), so
 * the data is noise of a photo's size, 0xFF bytes stuffed as a JPEG requires.
 */
export function ordinaryPhoto(width = 4032, height = 3024, dataBytes = 3 * 1024 * 1024): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  const scan = Buffer.from([3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]);
  const entropy = Buffer.from(noise(dataBytes, 11).toString('latin1').replace(/\xff/g, '\xff\x00'), 'latin1');
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x48\0\x48\0\0', 'latin1')),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), noise(20_000, 3)])),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, frame),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0), Buffer.alloc(0)])),
    segment(0xda, scan),
    entropy,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PDF of `pages` letter pages of text and a photo (ordinaryPhoto), written by pdf-lib with compressed object streams: about 3 MB. */
export async function ordinaryPdf(pages = 8): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const photo = await document.embedJpg(new Uint8Array(ordinaryPhoto()));
  document.addPage([612, 792]).drawImage(photo, { x: 36, y: 36, width: 540, height: 405 });
  const words = noise(4000, 5)
    .toString('hex')
    .match(/.{3,9}/g)!;
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([612, 792]);
    page.drawText(`Lease agreement, page ${number}`, { x: 72, y: 720, size: 16, font });
    for (let line = 0; line < 45; line += 1) {
      const text = words.slice((number * 45 + line) % 300, ((number * 45 + line) % 300) + 9).join(' ');
      page.drawText(text, { x: 72, y: 690 - line * 14, size: 10, font });
    }
  }
  return Buffer.from(await document.save());
}

const inflatingPdfs = new Map<number, Buffer>();

/**
 * A one-page PDF whose page tree sits in an object stream padded with `inflatedBytes` of spaces: PDF readers
 * (pdf-lib among them) inflate an object stream whole when they open the file. 200 MB of padding deflates to
 * about 200 KB (made once per size: deflating 200 MB takes a second).
 */
export function inflatingPdf(inflatedBytes = 200 * 1024 * 1024): Buffer {
  const known = inflatingPdfs.get(inflatedBytes);
  if (known) return known;
  const objects = '2 0 ';
  const head = `${objects}<< /Type /Pages /Kids [4 0 R] /Count 1 >>`;
  const body = Buffer.alloc(head.length + inflatedBytes, 0x20);
  body.write(head, 0, 'latin1');
  const compressed = deflateSync(body, { level: 9 });
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n'),
    Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First ${objects.length} /Filter /FlateDecode /Length ${compressed.length} >> stream\n`),
    compressed,
    Buffer.from('\nendstream endobj\n4 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
  inflatingPdfs.set(inflatedBytes, pdf);
  return pdf;
}

/** The smallest thing that starts like a PDF: a header and an end, nothing between. */
export const brokenPdf = () => Buffer.from('%PDF-1.4\n%%EOF\n');

/** A PDF of `objects` tiny objects: a few MB on the wire, far more once a PDF library holds them all. */
export function manyObjectsPdf(objects = 200_000): Buffer {
  const parts = ['%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'];
  parts.push('3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n');
  for (let id = 4; id < objects + 4; id += 1) parts.push(`${id} 0 obj << /N ${id} /A [${id} ${id}] >> endobj\n`);
  parts.push('trailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.from(parts.join(''));
}
