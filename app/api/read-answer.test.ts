import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerError, readAnswer } from './read-answer';

type Answer = { status: 200; body: { ok: true } } | { status: 401 | 422 | 503; body: unknown };

describe('readAnswer (seed 001 §8)', () => {
  afterEach(() => vi.restoreAllMocks());
  const answer = (value: Answer) => () => Promise.resolve(value);

  it('returns an expected status', async () => {
    await expect(readAnswer(answer({ status: 200, body: { ok: true } }), [200])).resolves.toEqual({ status: 200, body: { ok: true } });
  });

  it('logs a 401 as not authorized and rejects with the server’s message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rejected = readAnswer(answer({ status: 401, body: { message: 'Please sign in to see your account.' } }), [200]);
    await expect(rejected).rejects.toMatchObject({ status: 401, message: 'Please sign in to see your account.' });
    expect(warn).toHaveBeenCalledWith('Not authorized');
  });

  it("rejects a 422 as 'Validation failed' with the server's field errors", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await readAnswer(answer({ status: 422, body: { message: 'x', errors: { phone: ['Please enter a valid phone number'] } } }), [200]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AnswerError);
    expect(error).toMatchObject({ message: 'Validation failed', errors: { phone: ['Please enter a valid phone number'] } });
  });

  it('logs a network failure and rethrows it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch');
    await expect(readAnswer((): Promise<Answer> => Promise.reject(failure), [200])).rejects.toBe(failure);
    expect(logged).toHaveBeenCalled();
  });
});
