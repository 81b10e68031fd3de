import { describe, expect, it } from 'vitest';
import { globalNoticeFor } from './http-errors';
import { GLOBAL_ERROR_MESSAGES } from './messages';

describe('globalNoticeFor (seed 000 §8 global handling)', () => {
  it.each([500, 502, 503])('%i: server issues', (status) => {
    expect(globalNoticeFor(status)).toMatchObject({ kind: 'error', message: GLOBAL_ERROR_MESSAGES.server, autoClose: 10_000 });
  });

  it('404: a warning for 5 seconds', () => {
    expect(globalNoticeFor(404)).toMatchObject({ kind: 'warning', message: GLOBAL_ERROR_MESSAGES.notFound, autoClose: 5_000 });
  });

  it('422 is only logged, 419 is handled by its caller', () => {
    expect(globalNoticeFor(422)).toBeNull();
    expect(globalNoticeFor(419)).toBeNull();
  });

  it.each([0, 400, 413, 429])('%i: a communication error', (status) => {
    expect(globalNoticeFor(status)).toMatchObject({ kind: 'error', message: GLOBAL_ERROR_MESSAGES.communication });
  });
});
