/**
 * What the forms' samples (`*.samples.ts`, ./samples.ts) build their bodies from: text as people type it, a
 * date to come, a received file, a PDF. Tests only (fast-check is a dev dependency).
 */
import dayjs from 'dayjs';
import fc from 'fast-check';
import { todayInEastern } from '../dates';

/** Text as people type it: any characters (some a field refuses), spaces around, blank at times. */
export const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ maxLength }).map((value) => `  ${value} `),
    fc.constant(''),
  );
export const filled = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });
/** Mostly a valid value, at times anything. */
export const mostly = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: other, weight: 1 });
/** Mostly one of the options' values, at times any text. */
export const oneOf = (options: readonly { value: string }[]) => mostly(fc.constantFrom(...options.map((option) => option.value)), text(20));
export const dateToCome = fc.integer({ min: 0, max: 800 }).map((days) => dayjs(todayInEastern()).add(days, 'day').format('YYYY-MM-DD'));
/** A file field as the server holds it once received. */
export const aReceivedFile = fc.constant({ storedName: 'stored-name', originalName: 'deed.pdf', sizeBytes: 2048 });

/** A small PDF the uploads accept by its content (each one its own: a random line inside), always this size. */
export const aPdf = (name = 'deed.pdf') =>
  new File(
    [
      `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${crypto.randomUUID()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    ],
    name,
    {
      type: 'application/pdf',
    },
  );
