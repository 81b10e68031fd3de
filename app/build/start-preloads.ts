/**
 * Vite plugin for the browser build: the files app/start.tsx needs are preloaded by the boot script a few at a
 * time (app/start-files.ts), not by Vite's preload helper, which asks for all of them in one task. During a page's
 * load each ask cost Chromium's main thread about 10 ms on a CPU slowed 4x as Lighthouse's phone is: the quote form's
 * start was one task of 194 ms for its 18 files. The plugin turns Vite's preloading off for that one import
 * (resolveDependencies) and writes the list into the boot script.
 */
import type { Plugin } from 'vite';
import { bootChunkOf, chunksOf, type Bundle } from './app-bundle';

/** The marker app/start-files.ts carries in a string, where the build writes the list. */
export const START_FILES_MARKER = '__START_FILES__';

const START_MODULE = /[\\/]app[\\/]start\.tsx$/;

/** A chunk and every chunk it imports statically, directly or through others, in the order they are reached. */
export function staticImportClosure(bundle: Bundle, fileName: string): string[] {
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...reached];
}

/** The marker's string literal as the minifier wrote it: in any quotes, its own quotes escaped or not. */
const MARKER_LITERAL = new RegExp(`(["'\`])\\[\\\\?"${START_FILES_MARKER}\\\\?"\\]\\1`, 'g');

/** Writes `files` into the boot chunk's marker; fails the build unless the marker is there exactly once. */
export function writeStartFiles(bootCode: string, files: string[]): string {
  const found = bootCode.match(MARKER_LITERAL) ?? [];
  if (found.length !== 1) throw new Error(`start-preloads: expected the ${START_FILES_MARKER} marker once in the boot chunk, found it ${found.length} times`);
  return bootCode.replace(MARKER_LITERAL, `'${JSON.stringify(files)}'`);
}

/** resolveDependencies for build.modulePreload: no preload links from Vite for the start chunk. */
export const withoutStartPreloads = (fileName: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] =>
  context.hostType === 'js' && /(^|\/)start-[\w-]{8}\.js$/.test(fileName) ? [] : deps;

export function preloadStartInTurns(): Plugin {
  return {
    name: 'preload-start-in-turns',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const boot = bootChunkOf(bundle as unknown as Bundle);
      // The chunk that holds app/start.tsx: with Rolldown's inlined common chunks it is no longer the facade of its import.
      const start = chunksOf(bundle as unknown as Bundle).find((chunk) => chunk.moduleIds.some((id) => START_MODULE.test(id)));
      // Storybook's build has neither.
      if (!boot) return;
      if (!start) throw new Error('start-preloads: no chunk holds app/start.tsx');
      const loadedWithBoot = new Set(staticImportClosure(bundle as unknown as Bundle, boot.fileName));
      const files = staticImportClosure(bundle as unknown as Bundle, start.fileName)
        .filter((name) => !loadedWithBoot.has(name))
        .map((name) => `/${name}`);
      boot.code = writeStartFiles(boot.code, files);
    },
  };
}
