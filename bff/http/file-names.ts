import { ACCEPTED_DOCUMENT_TYPES } from '@contracts/uploads';

/** A file's name as a plain Content-Disposition filename: printable ASCII, no quotes or backslashes. */
export const asciiFileName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/**
 * The name a stored upload leaves under: the person's name with the extension of the type its content was
 * detected as, so a PDF named invoice.html goes out as invoice.pdf (an extension that already fits is kept:
 * photo.JPEG stays). A type we do not know leaves the name as it is.
 */
export function fileNameForType(name: string, mimeType: string): string {
  const extensions: readonly string[] = ACCEPTED_DOCUMENT_TYPES[mimeType as keyof typeof ACCEPTED_DOCUMENT_TYPES] ?? [];
  if (!extensions.length) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (extensions.includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}${extensions[0]}`;
}

/** Content-Disposition for a download of `name`: an ASCII filename and the exact one (RFC 6266). */
export const attachmentDisposition = (name: string) => `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Shown in the browser, still named (its Save As keeps the name). */
export const inlineDisposition = (name: string) => `inline; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
