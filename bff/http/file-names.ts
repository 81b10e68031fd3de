/** A file's name as a plain Content-Disposition filename: printable ASCII, no quotes or backslashes. */
export const asciiFileName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
