import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LOCAL_DATA_KEY, DEFAULT_CHAT_LOCAL_DATA } from './chat-local-data';
import { useChatLocalData } from './useChatLocalData';

const stored = () => JSON.parse(window.localStorage.getItem(CHAT_LOCAL_DATA_KEY) ?? 'null');

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useChatLocalData', () => {
  it('reads the defaults when nothing is stored, and the same object until something changes', () => {
    const { result, rerender } = renderHook(() => useChatLocalData());
    const [first] = result.current;
    expect(first).toEqual(DEFAULT_CHAT_LOCAL_DATA);
    rerender();
    expect(result.current[0]).toBe(first);
  });

  it('stores a change under its one key and shares it with every user of the hook', () => {
    const one = renderHook(() => useChatLocalData());
    const other = renderHook(() => useChatLocalData());
    act(() => one.result.current[1]({ welcomeDismissed: true }));
    expect(stored()).toEqual({ ...DEFAULT_CHAT_LOCAL_DATA, welcomeDismissed: true });
    expect(other.result.current[0].welcomeDismissed).toBe(true);
    act(() => other.result.current[1]({ userInfo: { name: 'Ann' } }));
    expect(stored()).toEqual({ ...DEFAULT_CHAT_LOCAL_DATA, welcomeDismissed: true, userInfo: { name: 'Ann' } });
    expect(Object.keys(window.localStorage)).toEqual([CHAT_LOCAL_DATA_KEY]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useChatLocalData());
    act(() => {
      window.localStorage.setItem(CHAT_LOCAL_DATA_KEY, JSON.stringify({ ...DEFAULT_CHAT_LOCAL_DATA, hasInteracted: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: CHAT_LOCAL_DATA_KEY }));
    });
    expect(result.current[0].hasInteracted).toBe(true);
  });

  it('reads corrupt data as the defaults and overwrites it on the next change', () => {
    window.localStorage.setItem(CHAT_LOCAL_DATA_KEY, '{"hasInteracted": nope');
    const { result } = renderHook(() => useChatLocalData());
    expect(result.current[0]).toEqual(DEFAULT_CHAT_LOCAL_DATA);
    act(() => result.current[1]({ hasInteracted: true }));
    expect(stored()).toEqual({ ...DEFAULT_CHAT_LOCAL_DATA, hasInteracted: true });
  });

  it('keeps the data in memory for the visit when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useChatLocalData());
    expect(result.current[0]).toEqual(DEFAULT_CHAT_LOCAL_DATA);
    act(() => result.current[1]({ welcomeDismissed: true }));
    expect(result.current[0].welcomeDismissed).toBe(true);
  });
});
