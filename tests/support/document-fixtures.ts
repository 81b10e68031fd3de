/**
 * Small, real files of each kind the uploads accept or refuse, made in memory: the type detection reads
 * their content exactly as it reads a person's file. Used by unit, contract and end-to-end tests.
 */
import { crc32 } from 'node:zlib';

export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const pdfBytes = (text = 'Borrower authorization') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** A PDF with a page a reader shows (`pdfBytes` has none: the signing flow refuses it as unreadable). */
export const onePagePdfBytes = (text = 'Lease agreement') => {
  const content = `BT /F1 24 Tf 72 700 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
      `4 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj\n` +
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
};

/** A zip of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

export const docxBytes = () =>
  zip({
    '[Content_Types].xml': CONTENT_TYPES('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });

/** A plain zip, not a Word document. */
export const zipBytes = () => zip({ 'notes.txt': 'not a document' });

/**
 * A Compound File (MS-CFB, version 3, 512-byte sectors) holding one 4096-byte stream: named WordDocument it
 * is a .doc; named Workbook it is an .xls, which the uploads refuse.
 */
export function compoundFileBytes(streamName: 'WordDocument' | 'Workbook'): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const FAT_MARK = 0xfffffffd;
  const streamSectors = 8; // 4096 bytes: at the mini-stream cutoff, so in regular sectors
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_MARK, 0);
  fat.writeUInt32LE(END, 4);
  for (let s = 2; s < 2 + streamSectors; s += 1) fat.writeUInt32LE(s === 1 + streamSectors ? END : s + 1, s * 4);

  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    if (name) {
      directory.write(`${name}\0`, at, 'utf16le');
      directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    }
    directory[at + 66] = type;
    directory[at + 67] = 1;
    directory.writeUInt32LE(FREE, at + 68);
    directory.writeUInt32LE(FREE, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, END, 0);
  entry(1, streamName, 2, FREE, 2, streamSectors * SECTOR);
  entry(2, '', 0, FREE, 0, 0);
  entry(3, '', 0, FREE, 0, 0);

  return Buffer.concat([header, fat, directory, Buffer.alloc(streamSectors * SECTOR, 0x20)]);
}

export const docBytes = () => compoundFileBytes('WordDocument');

/** The start of a Windows program (MZ header). */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);

export const TEXT_BYTES = Buffer.from('Just some text, not a document.\n');
