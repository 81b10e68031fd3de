/**
 * Every described form's samples (./form-samples.ts), found by name: `contracts/<area>/<form>.samples.ts`,
 * beside its descriptor, one per form. Tests only (import.meta.glob: Vitest reads it).
 */
import type { formSamples } from './form-samples';
import { SUBMISSION_FORMS } from './index';

type Found = ReturnType<typeof formSamples>;

// A `.samples.ts` file exporting no `samples` (an older helper of bodies) is not a form's samples file.
const FOUND = Object.values(import.meta.glob<{ samples?: Found }>('../**/*.samples.ts', { eager: true })).flatMap((module) =>
  module.samples ? [module.samples] : [],
);

/** Every described form with its samples, in the list's order. */
export const FORM_SAMPLES: Found[] = SUBMISSION_FORMS.map((form) => {
  const found = FOUND.filter((samples) => samples.form.name === form.name);
  if (found.length !== 1) throw new Error(`${form.name}: expected one ${form.name} samples file (contracts/<area>/<form>.samples.ts), found ${found.length}.`);
  return found[0]!;
});
