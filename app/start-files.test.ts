import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, preloadInTurns, startFiles } from './start-files';

const preloads = (page: Document) => [...page.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => vi.useRealTimers());

describe('the start chunk’s files, preloaded a few per task', () => {
  it('are none where nothing was built', () => {
    expect(startFiles()).toEqual([]);
  });

  it(`asks for ${PRELOADS_PER_TASK} at once and the rest in later tasks, each once, as module scripts`, async () => {
    vi.useFakeTimers();
    const page = document.implementation.createHTMLDocument('');
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    preloadInTurns(files, page);
    expect(preloads(page)).toEqual(files.slice(0, PRELOADS_PER_TASK));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads(page)).toEqual(files.slice(0, PRELOADS_PER_TASK * 2));
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads(page)).toEqual(files);
    expect(vi.getTimerCount()).toBe(0);
    const link = page.head.querySelector('link')!;
    expect(link.crossOrigin).toBe('');
  });
});
