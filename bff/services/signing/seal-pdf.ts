/**
 * Seals a signed document: the signer's name and the date stamped on its last page, a signing certificate
 * page appended (the original's SHA-256, the signer, the audit trail, where to verify), and a PKCS#7
 * signature made with the agency's certificate over the whole file, so any later change shows.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEasternDateTime } from '@contracts/dates';
import { AGENCY } from '@site/agency';
import type { AuditEntry } from './audit-trail';
import type { SigningCertificate } from './certificate';
import { winAnsi } from './signing-copy';

export type SealInput = {
  signingCopy: Uint8Array;
  documentId: string;
  documentName: string;
  formTitle: string;
  signer: { name: string; email: string; policyNumber: string };
  originalSha256: string;
  signingCopySha256: string;
  signedAt: Date;
  trail: AuditEntry[];
  verifyUrl: string;
};

const INK = rgb(0.1, 0.1, 0.12);
const ACCENT = rgb(0.1, 0.35, 0.25);
const PAGE = { width: 612, height: 792, margin: 54 } as const;

function stampSignature(page: PDFPage, font: PDFFont, bold: PDFFont, signerName: string, signedAt: Date) {
  const lines = [`Electronically signed by ${winAnsi(signerName)}`, `${formatEasternDateTime(signedAt)} - sealed by ${AGENCY.name}`];
  const width = Math.max(bold.widthOfTextAtSize(lines[0]!, 10), font.widthOfTextAtSize(lines[1]!, 8)) + 16;
  const x = 24;
  const y = 18;
  page.drawRectangle({ x, y, width, height: 34, borderColor: ACCENT, borderWidth: 1, color: rgb(1, 1, 1), opacity: 0.92 });
  page.drawText(lines[0]!, { x: x + 8, y: y + 20, size: 10, font: bold, color: ACCENT });
  page.drawText(lines[1]!, { x: x + 8, y: y + 8, size: 8, font, color: INK });
}

/** Text cut into lines that fit `maxWidth`. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function addCertificatePages(document: PDFDocument, font: PDFFont, bold: PDFFont, input: SealInput) {
  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const write = (text: string, { size = 10, face = font, color = INK, gap = 4 } = {}) => {
    for (const line of wrap(winAnsi(text), face, size, maxWidth)) {
      if (y < PAGE.margin + size) {
        page = document.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y, size, font: face, color });
      y -= size + gap;
    }
  };
  write('Signing certificate', { size: 18, face: bold, color: ACCENT, gap: 10 });
  write(`${AGENCY.name} sealed this document after it was signed electronically. Any change to this file breaks the seal.`, { gap: 12 });
  write('Document', { size: 12, face: bold, gap: 6 });
  write(`${input.formTitle}: ${input.documentName}`);
  write(`Document ID: ${input.documentId}`);
  write(`SHA-256 of the document as uploaded: ${input.originalSha256}`, { size: 8 });
  write(`SHA-256 of the copy shown for signing: ${input.signingCopySha256}`, { size: 8, gap: 12 });
  write('Signer', { size: 12, face: bold, gap: 6 });
  write(`${input.signer.name} <${input.signer.email}>, policy ${input.signer.policyNumber}`);
  write(`Signed ${formatEasternDateTime(input.signedAt)} by typing the full name, after consenting to electronic records and signatures.`, { gap: 12 });
  write('Audit trail', { size: 12, face: bold, gap: 6 });
  for (const entry of input.trail) {
    write(`${entry.sequence}. ${entry.action} - ${formatEasternDateTime(entry.at)} (${entry.at.toISOString()})`, { face: bold, size: 9, gap: 2 });
    write(`From ${entry.ip || 'the server'}${entry.userAgent ? `, ${entry.userAgent}` : ''}`, { size: 8, gap: 2 });
    write(`Hash ${entry.hash} (previous ${entry.previousHash.slice(0, 16)}...)`, { size: 7, gap: 8 });
  }
  write('Verification', { size: 12, face: bold, gap: 6 });
  write(`Check this PDF at ${input.verifyUrl}: the file is hashed in your browser and compared with what we issued.`);
}

export async function sealPdf(input: SealInput, certificate: SigningCertificate): Promise<Buffer> {
  const document = await PDFDocument.load(input.signingCopy, { updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const pages = document.getPages();
  stampSignature(pages[pages.length - 1]!, font, bold, input.signer.name, input.signedAt);
  addCertificatePages(document, font, bold, input);
  document.setProducer(`${AGENCY.name} document seal`);
  document.setModificationDate(input.signedAt);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: `Signed electronically by ${winAnsi(input.signer.name)}`,
    contactInfo: input.signer.email,
    name: AGENCY.name,
    location: input.verifyUrl,
    signingTime: input.signedAt,
  });
  const prepared = await document.save({ useObjectStreams: false });
  return new SignPdf().sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }), input.signedAt);
}
