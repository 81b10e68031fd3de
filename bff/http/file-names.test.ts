import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNameForType } from './file-names';

describe('fileNameForType', () => {
  it('gives a file the extension of what its content is', () => {
    expect(fileNameForType('invoice.html', 'application/pdf')).toBe('invoice.pdf');
    expect(fileNameForType('scan', 'image/png')).toBe('scan.png');
    expect(fileNameForType('setup.pdf.exe', 'application/pdf')).toBe('setup.pdf.pdf');
    expect(fileNameForType('report.docx', 'application/msword')).toBe('report.doc');
    expect(fileNameForType('.htaccess', 'image/jpeg')).toBe('.htaccess.jpg');
  });

  it('keeps an extension that already fits, whatever its case', () => {
    expect(fileNameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(fileNameForType('photo.jpg', 'image/jpeg')).toBe('photo.jpg');
    expect(fileNameForType('Lease (signed).pdf', 'application/pdf')).toBe('Lease (signed).pdf');
  });

  it('leaves a name alone when the type is not one of the accepted documents', () => {
    expect(fileNameForType('notes.txt', 'text/plain')).toBe('notes.txt');
  });
});

describe('attachmentDisposition', () => {
  it('names the file in ASCII and exactly', () => {
    expect(attachmentDisposition('Déclaration "finale".pdf')).toBe(
      `attachment; filename="D_claration _finale_.pdf"; filename*=UTF-8''D%C3%A9claration%20%22finale%22.pdf`,
    );
  });
});
