import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerData } from './useServerData';

type Answer = { status: number; body: unknown };

/** A server whose answers the test gives, one question at a time. */
function fakeServer() {
  const questions: { key: string; answer: (value: Answer | Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<Answer>((resolve, reject) => questions.push({ key, answer: (value) => (value instanceof Error ? reject(value) : resolve(value)) }));
  return { questions, load };
}

const FAILED = 'The list could not be loaded. Please try again.';

describe('useServerData', () => {
  it('shows the answer of the latest question only, keeping the last data on screen meanwhile', async () => {
    const server = fakeServer();
    const { result, rerender } = renderHook(({ key }) => useServerData<string[]>(key, server.load, { failedMessage: FAILED }), { initialProps: { key: 'a' } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => server.questions[0]!.answer({ status: 200, body: ['first'] }));
    expect(result.current.state).toEqual({ status: 'loaded', data: ['first'] });

    rerender({ key: 'b' });
    rerender({ key: 'c' });
    expect(result.current.state).toEqual({ status: 'loading', data: ['first'] });
    await act(async () => server.questions[2]!.answer({ status: 200, body: ['third'] }));
    await act(async () => server.questions[1]!.answer({ status: 200, body: ['second, too late'] }));
    expect(result.current.state).toEqual({ status: 'loaded', data: ['third'] });
    expect(server.questions.map((question) => question.key)).toEqual(['a', 'b', 'c']);
  });

  it("says the server's message, or its own when the server cannot be reached, and keeps the answer", async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useServerData<string[]>('a', server.load, { failedMessage: FAILED }));
    const refusal = { status: 422, body: { message: 'Check the dates.', errors: { from: ['Enter a date'] } } };
    await act(async () => server.questions[0]!.answer(refusal));
    expect(result.current.state).toEqual({ status: 'failed', message: 'Check the dates.', answer: refusal });

    act(() => result.current.reload());
    await waitFor(() => expect(server.questions).toHaveLength(2));
    await act(async () => server.questions[1]!.answer(new Error('offline')));
    expect(result.current.state).toEqual({ status: 'failed', message: FAILED, answer: null });
  });

  it('clears the screen while loading a different item when asked to, and shows what a change answered', async () => {
    const server = fakeServer();
    const { result, rerender } = renderHook(({ key }) => useServerData<string>(key, server.load, { failedMessage: FAILED, keepWhileLoading: false }), {
      initialProps: { key: 'KIA-1' },
    });
    await act(async () => server.questions[0]!.answer({ status: 200, body: 'one' }));
    rerender({ key: 'KIA-2' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => server.questions[1]!.answer({ status: 200, body: 'two' }));
    act(() => result.current.replace('two, changed'));
    expect(result.current.state).toEqual({ status: 'loaded', data: 'two, changed' });
  });
});
