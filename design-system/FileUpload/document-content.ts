/**
 * Whether a chosen file's first bytes are those of an accepted document (PDF, Word, JPEG, PNG), so a renamed
 * file is refused at once rather than after its upload. A courtesy only: the server decides by content again.
 */
const SIGNATURES: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // a zip: .docx
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an OLE compound file: .doc
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
];

const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((signature) => signature.length));

export const startsLikeAcceptedDocument = (bytes: Uint8Array) => SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));

/** Reads the file's first bytes; true when they are an accepted document's. */
export async function looksLikeAcceptedDocument(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return startsLikeAcceptedDocument(head);
}
