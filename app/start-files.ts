/**
 * The files app/start.tsx needs, as the build writes them into the boot script (app/build/start-preloads.ts), and
 * their preloading a few at a time: during the page's load each preload link cost the main thread about 10 ms on a
 * CPU slowed 4x, and all of them in one task made the longest task of the quote form's start.
 */

/** The build replaces this string with the list; where nothing was built (development, tests) there is none. */
const WRITTEN_BY_THE_BUILD = '["__START_FILES__"]';

export const startFiles = (): string[] => (JSON.parse(WRITTEN_BY_THE_BUILD) as string[]).filter((file) => file !== '__START_FILES__');

/** Preload links asked for per task: a few milliseconds of main thread each turn. */
export const PRELOADS_PER_TASK = 3;

/** Adds a modulepreload link for each file, PRELOADS_PER_TASK of them per task, the first ones at once. */
export function preloadInTurns(files: readonly string[], page: Document = document): void {
  const batch = files.slice(0, PRELOADS_PER_TASK);
  for (const file of batch) {
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    page.head.appendChild(link);
  }
  const rest = files.slice(PRELOADS_PER_TASK);
  if (rest.length) setTimeout(() => preloadInTurns(rest, page), 0);
}
