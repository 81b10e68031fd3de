const MAX_NAME_LENGTH = 255;
const FALLBACK_NAME = 'document';

/**
 * The name a person's file had, safe to store and show: no folders (either slash), no control or
 * bidirectional-override characters, at most 255 characters (keeping the extension). Only ever displayed:
 * the file on disk has a server-made name.
 */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return FALLBACK_NAME;
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}
