/**
 * An image's size in pixels, read from its header (PNG IHDR, JPEG SOF) without decoding a pixel, and for a
 * PNG whether its image data is whole: the size its rows must inflate to is known from the header, so a
 * file cut short or damaged is found with zlib's count of the data, never by a decoder that might not end.
 */
import { inflatedSize } from './inflated-size';

export type ImageSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type PngHeader = ImageSize & { bitDepth: number; channels: number; interlaced: boolean };

/** Channels of each PNG colour type, with the bit depths it allows (PNG spec 11.2.2). */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

function pngHeader(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const bitDepth = bytes[24]!;
  const colour = PNG_COLOUR_TYPES[bytes[25]!];
  const interlace = bytes[28]!;
  if (!width || !height || !colour || !colour.depths.includes(bitDepth) || interlace > 1) return undefined;
  return { width, height, bitDepth, channels: colour.channels, interlaced: interlace === 1 };
}

/** Adam7's passes: where each starts and how far apart its pixels are (PNG spec 8.2). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes a PNG's image data inflates to: each row's filter byte and its packed pixels. */
function pngRawSize({ width, height, bitDepth, channels, interlaced }: PngHeader): number {
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * channels * bitDepth) / 8);
  if (!interlaced) return height * rowBytes(width);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    return columns > 0 && rows > 0 ? sum + rows * rowBytes(columns) : sum;
  }, 0);
}

/** The image data of a PNG whose chunks are whole up to IEND; undefined when one is cut short. */
function pngImageData(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return Buffer.concat(parts);
    at = end;
  }
  return undefined;
}

export type ImageCheck = { kind: 'ok'; size: ImageSize } | { kind: 'too-many-pixels'; size: ImageSize } | { kind: 'unreadable' };

/** A PNG's size, refused above `maxPixels` before anything is inflated; then its data must be whole. */
export async function checkPng(bytes: Buffer, maxPixels: number): Promise<ImageCheck> {
  const header = pngHeader(bytes);
  if (!header) return { kind: 'unreadable' };
  const size = { width: header.width, height: header.height };
  if (header.width * header.height > maxPixels) return { kind: 'too-many-pixels', size };
  const data = pngImageData(bytes);
  const expected = pngRawSize(header);
  if (!data || (await inflatedSize(data, expected)) < expected) return { kind: 'unreadable' };
  return { kind: 'ok', size };
}

/** SOF markers that carry a frame's size: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers with no length after them: TEM, RST0-7, SOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/** A JPEG's size from its first SOF segment (walking the segments before it, EXIF included). */
export function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // scan data or the end, and no frame before it
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return undefined;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return width && height ? { width, height } : undefined;
    }
    at += 2 + length;
  }
  return undefined;
}

export function checkJpeg(bytes: Buffer, maxPixels: number): ImageCheck {
  const size = jpegSize(bytes);
  if (!size) return { kind: 'unreadable' };
  return size.width * size.height > maxPixels ? { kind: 'too-many-pixels', size } : { kind: 'ok', size };
}
