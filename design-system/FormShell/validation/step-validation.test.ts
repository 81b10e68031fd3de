import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STEP_ERROR_KEY, stepErrors } from './step-validation';

const ZChanges = z
  .object({ addInsured: z.boolean(), removeInsured: z.boolean(), note: z.string().min(1, 'Note is required') })
  .refine((values) => values.addInsured || values.removeInsured, 'Please select at least one change');

describe('stepErrors', () => {
  it('has none when the step passes, or has no schema', () => {
    expect(stepErrors(ZChanges, { addInsured: true, removeInsured: false, note: 'x' })).toEqual({});
    expect(stepErrors(undefined, {})).toEqual({});
  });

  it('gives each field its first message', () => {
    expect(stepErrors(z.object({ note: z.string().min(1, 'Note is required') }), { note: '' })).toEqual({ note: 'Note is required' });
  });

  it('keeps a message about the whole step instead of letting the step pass', () => {
    expect(stepErrors(ZChanges, { addInsured: false, removeInsured: false, note: 'x' })).toEqual({ [STEP_ERROR_KEY]: 'Please select at least one change' });
  });

  it("gives the messages in the words it is handed (the page's language)", () => {
    const messages = { translate: (message: string) => `«${message}»`, checkStep: 'Revise este paso' };
    expect(stepErrors(z.object({ note: z.string().min(1, 'Note is required') }), { note: '' }, messages)).toEqual({ note: '«Note is required»' });
    expect(stepErrors(ZChanges, { addInsured: false, removeInsured: false, note: 'x' }, messages)).toEqual({
      [STEP_ERROR_KEY]: '«Please select at least one change»',
    });
  });
});
