import { describe, expect, it } from 'vitest';
import { FormSubmissionError } from '@design-system/FormShell/validation/submission-error';
import { fieldErrorsOf, submitForm, type SubmissionWords } from './submission-answer';
import { UploadNetworkError } from './upload';

const WORDS: SubmissionWords = {
  failed: "We're unable to process your request at this time. Please try again later.",
  noResponse: 'No response from server. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
  byStatus: { 500: 'A server error occurred. Please try again later.' },
};

const referenceOf = ({ body }: { body: unknown }) =>
  typeof body === 'object' && body && 'referenceNumber' in body ? { referenceNumber: String(body.referenceNumber) } : undefined;
const answer = (status: number, body: unknown) => () => Promise.resolve({ status, body });
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(FormSubmissionError);
  return error as FormSubmissionError;
};

describe('fieldErrorsOf', () => {
  it('takes the first message of each field, lists or single messages, and skips empty ones', () => {
    expect(fieldErrorsOf({ errors: { email: ['Must be a valid email', 'other'], document: 'File type not supported.', blank: [''], odd: [3] } })).toEqual({
      email: 'Must be a valid email',
      document: 'File type not supported.',
    });
    expect(fieldErrorsOf({ message: 'no errors' })).toEqual({});
    expect(fieldErrorsOf('<html>')).toEqual({});
  });
});

describe('submitForm: what a form does with an answer', () => {
  it('resolves with the result of a success', async () => {
    await expect(submitForm(answer(201, { referenceNumber: 'MC-7K4M2XQ9' }), referenceOf, WORDS)).resolves.toEqual({ referenceNumber: 'MC-7K4M2XQ9' });
  });

  it('rejects a 422 (or a 413 naming its field) with the fields’ messages and no panel text', async () => {
    const invalid = await rejection(
      submitForm(answer(422, { message: 'x', errors: { 'contactInfo.email': ['Please enter a valid email address'] } }), referenceOf, WORDS),
    );
    expect(invalid.fieldErrors).toEqual({ 'contactInfo.email': 'Please enter a valid email address' });
    expect(invalid.message).toBe('');
    const tooLarge = await rejection(submitForm(answer(413, { errors: { document: ['The file is too large.'] } }), referenceOf, WORDS));
    expect(tooLarge.fieldErrors).toEqual({ document: 'The file is too large.' });
  });

  it.each([
    [500, { message: 'An unexpected error occurred.' }, 'A server error occurred. Please try again later.'],
    [422, { message: 'no field errors' }, WORDS.failed],
    [502, '<html>Bad gateway</html>', WORDS.failed],
    [200, { success: false }, WORDS.failed],
  ])('answers another response (%d) with the form’s words', async (status, body, message) => {
    const error = await rejection(submitForm(answer(status, body), referenceOf, WORDS));
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({});
  });

  it('shows the server’s own message when the form says so', async () => {
    const error = await rejection(
      submitForm(answer(429, { message: 'You are sending requests too quickly.' }), referenceOf, { ...WORDS, serverMessage: true }),
    );
    expect(error.message).toBe('You are sending requests too quickly.');
  });

  it('tells of no response, or of an unexpected failure', async () => {
    expect((await rejection(submitForm(() => Promise.reject(new UploadNetworkError()), referenceOf, WORDS))).message).toBe(WORDS.noResponse);
    expect((await rejection(submitForm(() => Promise.reject(new TypeError('boom')), referenceOf, WORDS))).message).toBe(WORDS.unexpected);
  });
});
