/**
 * Every described form stores what it reads back (contracts/forms): for any body its route accepts, the
 * request its descriptor splits out is the request `fromRow` reads from the row (and related rows) `toRow`
 * made of it. So the summary the server builds from a stored row (receipt, notice, back office, /dashboard)
 * is the summary of what was sent, which the browser's review step showed. Each form's bodies are its
 * samples' (`<form>.samples.ts`, ./samples.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formRoute, relatedByTable } from './index';
import { FORM_SAMPLES } from './samples';

describe.each(FORM_SAMPLES.map((samples) => [samples.form.name, samples] as const))('%s', (_, { form, bodies }) => {
  it('reads back from its row exactly the request it stored', () => {
    let accepted = 0;
    fc.assert(
      fc.property(bodies, (body) => {
        const parsed = formRoute(form).body.safeParse(body);
        fc.pre(parsed.success);
        accepted += 1;
        const { request } = form.split(parsed.data);
        const { row, related } = form.storage.toRow(request);
        const stored = { ...row, reference_number: `${form.referencePrefix}-TESTTEST`, request_id: 'request-id', created_at: new Date() };
        expect(form.storage.fromRow(stored, relatedByTable(related))).toEqual(request);
      }),
      { numRuns: 200 },
    );
    // The bodies reach the rows: most pass the contract's rules.
    expect(accepted).toBeGreaterThan(50);
  });
});
