import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, PNG_BYTES } from '../../../tests/support/document-fixtures';
import { blankPng, ordinaryPhoto, ordinaryScreenshot, pngBomb, truncatedPng } from '../../../tests/support/decoding-fixtures';
import { checkJpeg, checkPng, jpegSize } from './image-header';

const PNG_LIMIT = 50_000_000;

/** A PNG whose IDAT holds `raw` as given (to test the size its rows must inflate to). */
function pngOf(width: number, height: number, raw: Buffer, { interlaced = false } = {}) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  header[12] = interlaced ? 1 : 0;
  return Buffer.concat([PNG_BYTES.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

describe('checkPng', () => {
  it('refuses the 10 KB PNG of 9000 x 9000 pixels by its header, before inflating anything', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(20_000);
    expect(await checkPng(bomb, PNG_LIMIT)).toEqual({ kind: 'too-many-pixels', size: { width: 9000, height: 9000 } });
  });

  it('accepts a screenshot, a 1-pixel PNG and one just under the limit', async () => {
    expect(await checkPng(ordinaryScreenshot(), PNG_LIMIT)).toEqual({ kind: 'ok', size: { width: 1290, height: 2796 } });
    expect((await checkPng(PNG_BYTES, PNG_LIMIT)).kind).toBe('ok');
    expect((await checkPng(blankPng(5000, 5000), 25_000_000)).kind).toBe('ok');
    expect((await checkPng(blankPng(5000, 5001), 25_000_000)).kind).toBe('too-many-pixels');
  });

  it('finds a PNG cut short, or whose rows inflate to less than its header says, unreadable', async () => {
    expect(await checkPng(truncatedPng(), PNG_LIMIT)).toEqual({ kind: 'unreadable' });
    expect(await checkPng(pngOf(100, 10, Buffer.alloc(101 * 10)), PNG_LIMIT)).toMatchObject({ kind: 'ok' });
    expect(await checkPng(pngOf(100, 10, Buffer.alloc(101 * 10 - 1)), PNG_LIMIT)).toEqual({ kind: 'unreadable' });
    expect(await checkPng(Buffer.from('not a png at all, not at all'), PNG_LIMIT)).toEqual({ kind: 'unreadable' });
  });

  it('knows the size of interlaced (Adam7) image data', async () => {
    // 10 x 10 grey, 8 bits: the seven passes hold 2x2, 1x2, 3x1, 2x3, 5x2, 5x5 and 10x5 pixels, each row with its filter byte.
    const size = 2 * 3 + 2 * 2 + 1 * 4 + 3 * 3 + 2 * 6 + 5 * 6 + 5 * 11;
    expect((await checkPng(pngOf(10, 10, Buffer.alloc(size), { interlaced: true }), PNG_LIMIT)).kind).toBe('ok');
    expect((await checkPng(pngOf(10, 10, Buffer.alloc(size - 1), { interlaced: true }), PNG_LIMIT)).kind).toBe('unreadable');
  });
});

describe('checkJpeg', () => {
  it("reads a phone photo's size past its EXIF block, and keeps the largest phone photos", () => {
    expect(jpegSize(ordinaryPhoto())).toEqual({ width: 4032, height: 3024 });
    expect(checkJpeg(ordinaryPhoto(16_320, 12_240, 1000), 200_000_000).kind).toBe('ok');
    expect(jpegSize(JPEG_BYTES)).toEqual({ width: 1, height: 1 });
  });

  it('refuses one with more pixels than the limit, and one with no frame', () => {
    expect(checkJpeg(ordinaryPhoto(65_535, 65_535, 1000), 200_000_000)).toEqual({ kind: 'too-many-pixels', size: { width: 65_535, height: 65_535 } });
    expect(checkJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]), 200_000_000)).toEqual({ kind: 'unreadable' });
    expect(checkJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), 200_000_000)).toEqual({ kind: 'unreadable' });
  });
});
