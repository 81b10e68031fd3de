/**
 * Seals a signed document: the name the signer typed and the date stamped on its last page, a signing
 * certificate page appended (the original's SHA-256, the signer: what was typed and what was proved, the
 * audit trail, where to verify), and a PKCS#7 signature made with the agency's certificate over the whole
 * file, so any later change shows. The PDF says plainly what we did not verify (the name, the policy number).
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
  signer: {
    /** The first and last name given for the signing link. */
    name: string;
    /** The full name as the signer typed it to sign (trimmed): typed, not verified. */
    typedName: string;
    email: string;
    /** Whether the e-mail address was proved when the document was sealed, and how, in words ("not proved"). */
    emailProof: string;
    policyNumber: string;
  };
  originalSha256: string;
  signingCopySha256: string;
  signedAt: Date;
  trail: AuditEntry[];
  verifyUrl: string;
};

const INK = rgb(0.1, 0.1, 0.12);
const ACCENT = rgb(0.1, 0.35, 0.25);
const PAGE = { width: 612, height: 792, margin: 54 } as const;

const typedNameLine = (typedName: string) => `Name typed to sign (not verified): ${winAnsi(typedName)}`;

/** A name the standard font cannot draw (李小龙 becomes ???), spelled out exactly: U+674E U+5C0F U+9F99. */
const codePointsOf = (text: string) => [...text].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

function stampSignature(page: PDFPage, font: PDFFont, bold: PDFFont, typedName: string, signedAt: Date) {
  const lines = [typedNameLine(typedName), `Signed electronically ${formatEasternDateTime(signedAt)} - sealed by ${AGENCY.name}`];
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
  const { signer } = input;
  write('Signer', { size: 12, face: bold, gap: 6 });
  write(`Name given for the signing link: ${signer.name}`);
  write(`${typedNameLine(signer.typedName)}. The signer typed this name; ${AGENCY.name} did not verify who typed it.`);
  if (winAnsi(signer.typedName) !== signer.typedName) write(`The name typed, exactly, as Unicode code points: ${codePointsOf(signer.typedName)}`, { size: 8 });
  write(
    signer.emailProof === 'not proved'
      ? `E-mail address: ${signer.email}, not proved when this document was sealed (the signed copy is e-mailed to it only once its owner proves it).`
      : `E-mail address: ${signer.email}, ${signer.emailProof}.`,
  );
  write(`Policy number as given (not verified): ${signer.policyNumber}`);
  write(`Signed ${formatEasternDateTime(input.signedAt)} by typing the full name, after consenting to electronic records and signatures.`, { gap: 12 });
  write('Audit trail', { size: 12, face: bold, gap: 6 });
  for (const entry of input.trail) {
    write(`${entry.sequence}. ${entry.action} - ${formatEasternDateTime(entry.at)} (${entry.at.toISOString()})`, { face: bold, size: 9, gap: 2 });
    write(`From ${entry.ip || 'the server'}${entry.userAgent ? `, ${entry.userAgent}` : ''}`, { size: 8, gap: 2 });
    const details = Object.entries(entry.details);
    if (details.length) write(details.map(([key, value]) => `${key}: ${value}`).join('; '), { size: 8, gap: 2 });
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
  stampSignature(pages[pages.length - 1]!, font, bold, input.signer.typedName, input.signedAt);
  addCertificatePages(document, font, bold, input);
  document.setProducer(`${AGENCY.name} document seal`);
  document.setModificationDate(input.signedAt);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: typedNameLine(input.signer.typedName),
    contactInfo: input.signer.email,
    name: AGENCY.name,
    location: input.verifyUrl,
    signingTime: input.signedAt,
  });
  const prepared = await document.save({ useObjectStreams: false });
  return new SignPdf().sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }), input.signedAt);
}
