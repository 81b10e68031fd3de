/**
 * What the property test's bodies are made of (./round-trip.test.ts gives them), so a form's own samples file
 * (`contracts/<area>/<form>.samples.ts`) builds its bodies from the same pieces as every other form's.
 */
import type fc from 'fast-check';

export type BodyArbitraries = {
  /** A change request's request id, portal type, contact group and submission details. */
  envelope: Record<string, fc.Arbitrary<unknown>>;
  /** Text as people type it: any characters, spaces around, blank at times. */
  text: (maxLength: number) => fc.Arbitrary<string>;
  /** Text of at least one character. */
  filled: (maxLength: number) => fc.Arbitrary<string>;
  /** Mostly a valid value, at times anything. */
  mostly: <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) => fc.Arbitrary<T>;
  /** Mostly one of the options' values. */
  oneOf: (options: readonly { value: string }[]) => fc.Arbitrary<string>;
  /** A date from today on (YYYY-MM-DD). */
  dateToCome: fc.Arbitrary<string>;
  /** A file as the server received it. */
  aFile: fc.Arbitrary<object>;
};
