/**
 * What a described form's samples file (`contracts/<area>/<form>.samples.ts`, beside its descriptor) holds:
 * `export const samples = formSamples(FORM, { bodies, sent, summary })`. ./samples.ts finds them, so a form's
 * samples live in its own file and no test keeps a table of forms: the round-trip property test, the
 * one-summary-everywhere contract test, the review step's test, the write limits and the inbox's people read
 * every form's samples; a described form without samples fails them. Tests only (fast-check is a dev dependency).
 */
import type fc from 'fast-check';
import type { AnySubmissionForm } from './submission-form';

/** Who sends a sample: the inbox must show `firstName lastName` and find it by the last name; receipts go to `email`. */
export type SamplePerson = { firstName: string; lastName: string; email: string };

/** A body as the browser sends it (multipart-shaped: files are Files), from this person. */
export type SampleBody = (person: SamplePerson) => Record<string, unknown>;

export type FormSamples = {
  /** Bodies as a browser may send them, valid or not: what its route accepts must read back from its row as sent. */
  bodies: fc.Arbitrary<Record<string, unknown>>;
  /**
   * Requests its route accepts (201), the first the plainest: each is sent and its summary checked everywhere;
   * the first is also the write limits' and the inbox's.
   */
  sent: readonly [SampleBody, ...SampleBody[]];
  /**
   * The summary the review step must list for `sent[0]` from SAMPLE_PERSON, in the form's words (label, value):
   * the descriptor's `describe` is checked against it, so a wording change is seen.
   */
  summary: readonly (readonly [string, string])[];
};

/** The person of `summary`. */
export const SAMPLE_PERSON: SamplePerson = { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com' };

/** A sample file's one export: `export const samples = formSamples(FORM, { ... })`. */
export const formSamples = (form: AnySubmissionForm, samples: FormSamples) => ({ form, ...samples });
