/**
 * Whether a Compound File (the OLE container of .doc, but also of .xls, .ppt and .msi installers) holds a
 * Word document: its directory has a stream named "WordDocument". Reads only the header, the directory
 * sectors and the FAT sectors that chain them, never the whole file.
 */
import { open, type FileHandle } from 'node:fs/promises';

const HEADER_BYTES = 512;
const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
const WORD_STREAM = 'WordDocument';
/** Header fields (MS-CFB 2.2). */
const SECTOR_SHIFT_AT = 0x1e;
const FAT_SECTOR_COUNT_AT = 0x2c;
const FIRST_DIRECTORY_SECTOR_AT = 0x30;
const FIRST_DIFAT_SECTOR_AT = 0x44;
const DIFAT_SECTOR_COUNT_AT = 0x48;
const HEADER_DIFAT_AT = 0x4c;
const HEADER_DIFAT_ENTRIES = 109;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

export async function isWordBinaryDocument(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = await readAt(file, 0, HEADER_BYTES);
    if (header.length < HEADER_BYTES) return false;
    const sectorShift = header.readUInt16LE(SECTOR_SHIFT_AT);
    if (sectorShift !== 9 && sectorShift !== 12) return false;
    const sectorSize = 1 << sectorShift;
    const maxSectors = Math.ceil(size / sectorSize); // bounds every chain walk: a looping chain cannot hang us
    const sectorAt = (sector: number) => (sector + 1) * sectorSize;

    // The locations of the FAT sectors: 109 in the header, the rest in a chain of DIFAT sectors.
    const fatSectorCount = header.readUInt32LE(FAT_SECTOR_COUNT_AT);
    if (fatSectorCount > maxSectors) return false;
    const fatSectors: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i += 1) {
      fatSectors.push(header.readUInt32LE(HEADER_DIFAT_AT + i * 4));
    }
    let difatSector = header.readUInt32LE(FIRST_DIFAT_SECTOR_AT);
    for (
      let left = header.readUInt32LE(DIFAT_SECTOR_COUNT_AT);
      left > 0 && difatSector <= MAX_REGULAR_SECTOR && fatSectors.length < fatSectorCount;
      left -= 1
    ) {
      const difat = await readAt(file, sectorAt(difatSector), sectorSize);
      if (difat.length < sectorSize) return false;
      const entries = sectorSize / 4 - 1;
      for (let i = 0; i < entries && fatSectors.length < fatSectorCount; i += 1) fatSectors.push(difat.readUInt32LE(i * 4));
      difatSector = difat.readUInt32LE(entries * 4);
    }

    const entriesPerFatSector = sectorSize / 4;
    const nextSector = async (sector: number): Promise<number> => {
      const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
      if (fatSector === undefined || fatSector > MAX_REGULAR_SECTOR) return END_OF_CHAIN;
      const entry = await readAt(file, sectorAt(fatSector) + (sector % entriesPerFatSector) * 4, 4);
      return entry.length === 4 ? entry.readUInt32LE(0) : END_OF_CHAIN;
    };

    // Walk the directory chain looking for the WordDocument stream.
    let sector = header.readUInt32LE(FIRST_DIRECTORY_SECTOR_AT);
    for (let walked = 0; sector <= MAX_REGULAR_SECTOR && walked < maxSectors; walked += 1) {
      const directory = await readAt(file, sectorAt(sector), sectorSize);
      for (let offset = 0; offset + DIRECTORY_ENTRY_BYTES <= directory.length; offset += DIRECTORY_ENTRY_BYTES) {
        const nameBytes = directory.readUInt16LE(offset + 64);
        const type = directory[offset + 66];
        if (type !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) continue;
        const name = directory.toString('utf16le', offset, offset + nameBytes - 2);
        if (name === WORD_STREAM) return true;
      }
      sector = await nextSector(sector);
    }
    return false;
  } finally {
    await file.close();
  }
}
