import { describe, expect, it } from 'vitest';
import { outcomeOf } from './submission-outcome';

describe('outcomeOf (seed 000 §8, standard form)', () => {
  it.each([200, 201])('%i with success true: submitted, with the server reference', (status) => {
    expect(outcomeOf({ status, body: { success: true, message: 'ok', referenceNumber: 'QR-1', duplicate: false } })).toEqual({
      kind: 'submitted',
      referenceNumber: 'QR-1',
      message: 'ok',
    });
  });

  it('200 with success false: failed, with the server message', () =>
    expect(outcomeOf({ status: 200, body: { success: false, message: 'Not in your state.' } })).toEqual({ kind: 'failed', message: 'Not in your state.' }));

  it.each([{ success: false }, { success: false, message: '  ' }, { success: true }, null])(
    '200 with %j: failed, without a message (the form says its own words)',
    (body) => expect(outcomeOf({ status: 200, body })).toStrictEqual({ kind: 'failed' }),
  );

  it('422: the first message of each field and the server message', () => {
    expect(outcomeOf({ status: 422, body: { message: 'Fix these.', errors: { email: ['Bad', 'Worse'], phone: 'Single', name: [], x: 3 } } })).toEqual({
      kind: 'invalid',
      message: 'Fix these.',
      fieldErrors: { email: 'Bad', phone: 'Single' },
    });
  });

  it('422 without a message or errors: the validation fallback', () => {
    expect(outcomeOf({ status: 422, body: 'nope' })).toEqual({ kind: 'invalid', message: 'Please correct the errors and try again.', fieldErrors: {} });
  });

  it('429: the spec words, whatever the body', () => {
    expect(outcomeOf({ status: 429, body: { message: 'slow' } })).toEqual({
      kind: 'rate-limited',
      message: 'You are submitting requests too quickly. Please wait a moment and try again.',
    });
  });

  it.each([400, 404, 413, 419, 500, 502, 503, 0])('%i: unexpected, without the server message', (status) => {
    expect(outcomeOf({ status, body: { message: 'x' } })).toStrictEqual({ kind: 'unexpected' });
  });
});
