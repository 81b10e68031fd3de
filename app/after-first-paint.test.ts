import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A PerformanceObserver that reports the paint entries a test gives it. */
function fakePaintTiming() {
  const observers: { report: (entries: Entries) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly record: { report: (entries: Entries) => void; disconnected: boolean };
    constructor(callback: (entries: Entries) => void) {
      this.record = { report: callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected)) observer.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  };
  return { paint, observers };
}

describe('the app starts after the first contentful paint is shown', () => {
  beforeEach(() => vi.useFakeTimers());
  // The globals stubbed over the fake timers' first, then the timers: the other way round put the fake clock's
  // requestAnimationFrame back for the files after this one (they share the environment), and no frame came again.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the paint entry, then starts once, in a task of its own', () => {
    const { paint, observers } = fakePaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts all the same after 3 s when the browser never reports the paint', () => {
    fakePaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    vi.advanceTimersByTime(2_999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', class {});
    const start = vi.fn();
    afterFirstContentfulPaint(start);
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    // The fake clock draws a frame every 16 ms; then the start's own task.
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
