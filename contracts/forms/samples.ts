/**
 * Every described form's samples (./form-samples.ts), found by name: `contracts/<area>/<form>.samples.ts`,
 * beside its descriptor, one per form. Tests only (import.meta.glob: Vitest reads it).
 */
import type { formSamples } from './form-samples';
import { SUBMISSION_FORMS } from './index';

type Found = ReturnType<typeof formSamples>;

const FOUND = Object.entries(import.meta.glob<{ samples?: Found }>('../**/*.samples.ts', { eager: true })).map(([path, module]) => {
  if (!module.samples) throw new Error(`${path}: a samples file exports \`samples = formSamples(FORM, { bodies, sent, summary })\`.`);
  return module.samples;
});

/** Every described form with its samples, in the list's order. */
export const FORM_SAMPLES: Found[] = SUBMISSION_FORMS.map((form) => {
  const found = FOUND.filter((samples) => samples.form.name === form.name);
  if (found.length !== 1) throw new Error(`${form.name}: expected one ${form.name} samples file (contracts/<area>/<form>.samples.ts), found ${found.length}.`);
  return found[0]!;
});
