import { describe, expect, it } from 'vitest';
import { UploadNetworkError } from '../../api/upload';
import { outcomeOf } from './submission-outcome';

const answer = (status: number, body: unknown) => ({ response: { status, body, headers: new Headers() } as never });

describe('outcomeOf: what the evidence request form does with an answer', () => {
  it('shows the success screen for a new or a repeated request', () => {
    const body = { success: true, message: 'ok', referenceNumber: 'EOI-7K4M2XQ9', duplicate: false, receiptToken: 'dG9rZW4tb2YtdGhpcy1zdWJtaXNzaW9u' };
    expect(outcomeOf(answer(201, body))).toEqual({ kind: 'submitted', response: body });
    expect(outcomeOf(answer(200, { ...body, duplicate: true }))).toMatchObject({ kind: 'submitted' });
  });

  it('puts a 422 message beside each field (the first of each), not in an alert', () => {
    expect(
      outcomeOf(
        answer(422, {
          message: 'x',
          errors: { email: ['Must be a valid email', 'other'], document: ['File type not supported. Please upload a supported file type.'] },
        }),
      ),
    ).toEqual({
      kind: 'field-errors',
      errors: { email: 'Must be a valid email', document: 'File type not supported. Please upload a supported file type.' },
    });
  });

  it('puts the size message of a 413 at the document field', () => {
    expect(
      outcomeOf(answer(413, { message: 'too large', errors: { document: ['The file is too large. Please upload a file of at most 15.00 MB.'] } })),
    ).toEqual({
      kind: 'field-errors',
      errors: { document: 'The file is too large. Please upload a file of at most 15.00 MB.' },
    });
  });

  it.each([
    [500, { message: 'An unexpected error occurred.' }],
    [419, { message: 'Your session has expired.' }],
    [422, { message: 'no field errors' }],
    [502, '<html>Bad gateway</html>'],
  ])('answers any other error response (%d) with the spec\'s "unable to process" words', (status, body) => {
    expect(outcomeOf(answer(status, body))).toEqual({ kind: 'failed', message: "We're unable to process your request at this time. Please try again later." });
  });

  it('tells of technical difficulties when no response came', () => {
    expect(outcomeOf({ error: new UploadNetworkError() })).toEqual({
      kind: 'failed',
      message: "We're experiencing technical difficulties. Please check your internet connection or try again later.",
    });
  });

  it('says an unexpected error occurred for anything else', () => {
    expect(outcomeOf({ error: new TypeError('boom') })).toEqual({ kind: 'failed', message: 'An unexpected error occurred. Please try again.' });
  });
});
