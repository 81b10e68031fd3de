import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { onePagePdfBytes, pdfBytes } from '../../../tests/support/document-fixtures';
import { brokenPdf, inflatingPdf, ordinaryPdf } from '../../../tests/support/decoding-fixtures';
import { checkPdfStreams } from './pdf-streams';

const CAP = 100 * 1024 * 1024;

/** A PDF with one stream object: `dictionary` and `data` as given. */
const withStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`%PDF-1.5\n5 0 obj ${dictionary} stream\n`), data, Buffer.from('\nendstream endobj\ntrailer << >>\n%%EOF\n')]);

describe('checkPdfStreams', () => {
  it('refuses the 200 KB PDF whose object stream inflates to 200 MB', async () => {
    const bomb = inflatingPdf();
    expect(bomb.length).toBeLessThan(300_000);
    expect(await checkPdfStreams(bomb, CAP)).toEqual({ kind: 'expands-too-much' });
    expect(await checkPdfStreams(inflatingPdf(10 * 1024 * 1024), CAP)).toMatchObject({ kind: 'ok' });
  });

  it('accepts ordinary PDFs, a PDF without streams and a broken one (which the reader then judges)', async () => {
    expect(await checkPdfStreams(await ordinaryPdf(), CAP)).toMatchObject({ kind: 'ok', inflatedBytes: expect.any(Number) });
    for (const pdf of [onePagePdfBytes(), pdfBytes(), brokenPdf()]) expect((await checkPdfStreams(pdf, CAP)).kind).toBe('ok');
  });

  it('counts every stream together, against one cap', async () => {
    const megabyte = deflateSync(Buffer.alloc(1024 * 1024));
    const three = Buffer.concat([0, 1, 2].map(() => withStream('<< /Filter /FlateDecode >>', megabyte)));
    expect(await checkPdfStreams(three, 3 * 1024 * 1024)).toEqual({ kind: 'ok', inflatedBytes: 3 * 1024 * 1024 });
    expect(await checkPdfStreams(three, 3 * 1024 * 1024 - 1)).toEqual({ kind: 'expands-too-much' });
  });

  it('counts a zlib stream whatever its dictionary says: an escaped filter name, no filter, a wrong /Length', async () => {
    const big = deflateSync(Buffer.alloc(2 * 1024 * 1024));
    for (const dictionary of [
      '<< /Filter /Fl#61teDecode >>',
      '<< /Filter 7 0 R >>',
      '<< /Length 3 >>',
      '<< /Type /ObjStm /Filter /FlateDecode /Length 10 >>',
    ]) {
      expect(await checkPdfStreams(withStream(dictionary, big), 1024 * 1024)).toEqual({ kind: 'expands-too-much' });
    }
  });

  it('refuses an object stream behind a filter it does not inflate (a reader would decode it whole on opening)', async () => {
    const hex = Buffer.from(deflateSync(Buffer.alloc(1000)).toString('hex'));
    expect(await checkPdfStreams(withStream('<< /Type /ObjStm /Filter [/ASCIIHexDecode /FlateDecode] >>', hex), CAP)).toEqual({ kind: 'unreadable' });
    expect(await checkPdfStreams(withStream('<< /Type /XRef /Filter /LZWDecode >>', Buffer.from('x')), CAP)).toEqual({ kind: 'unreadable' });
    expect(await checkPdfStreams(withStream('<< /Ty#70e /Obj#53tm /Filter /A#48x >>', Buffer.from('x')), CAP)).toEqual({ kind: 'unreadable' });
    expect(await checkPdfStreams(withStream('<< /Type /ObjStm /Filter /FlateDecode >>', deflateSync(Buffer.from('1 0 << >>'))), CAP)).toMatchObject({
      kind: 'ok',
    });
  });
});
