import { describe, expect, it } from 'vitest';
import { preloadStartInTurns, START_FILES_MARKER, staticImportClosure, withoutStartPreloads, writeStartFiles } from './start-preloads';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk' as const, fileName, imports, moduleIds: [], code: '' });

describe('the start chunk’s files, preloaded by the boot script', () => {
  it('are the chunk and everything it imports statically, each once, however it is reached', () => {
    const bundle = {
      'assets/start-1.js': chunk('assets/start-1.js', ['assets/react-1.js', 'assets/mantine-1.js']),
      'assets/mantine-1.js': chunk('assets/mantine-1.js', ['assets/react-1.js', 'assets/runtime-1.js']),
      'assets/react-1.js': chunk('assets/react-1.js', ['assets/runtime-1.js']),
      'assets/runtime-1.js': chunk('assets/runtime-1.js', []),
      'assets/page-1.js': chunk('assets/page-1.js', ['assets/start-1.js']),
      'assets/style-1.css': { type: 'asset' as const, fileName: 'assets/style-1.css', source: '' },
    };
    expect(staticImportClosure(bundle, 'assets/start-1.js')).toEqual(['assets/start-1.js', 'assets/react-1.js', 'assets/runtime-1.js', 'assets/mantine-1.js']);
  });

  it('are written into the marker’s string as JSON, whichever quotes the minifier chose', () => {
    const files = ['/assets/start-1.js', '/assets/react-1.js'];
    for (const literal of [`\`["${START_FILES_MARKER}"]\``, `'["${START_FILES_MARKER}"]'`, `"[\\"${START_FILES_MARKER}\\"]"`]) {
      const written = writeStartFiles(`var p=${literal},m=()=>JSON.parse(p);`, files);
      expect(JSON.parse(new Function(`${written} return p;`)() as string)).toEqual(files);
    }
  });

  it('fail the build when the boot chunk lost its marker or holds it twice', () => {
    expect(() => writeStartFiles('var p=[];', ['/assets/start-1.js'])).toThrow(/found it 0 times/);
    const twice = `var p=\`["${START_FILES_MARKER}"]\`,q=\`["${START_FILES_MARKER}"]\`;`;
    expect(() => writeStartFiles(twice, ['/assets/start-1.js'])).toThrow(/found it 2 times/);
  });

  it('are not preloaded by Vite too: only the start chunk’s import loses its preloads', () => {
    const deps = ['assets/react-1.js'];
    expect(withoutStartPreloads('assets/start-sOoZcED-.js', deps, { hostType: 'js' })).toEqual([]);
    expect(withoutStartPreloads('assets/QuotePage-Bq1x2y3z.js', deps, { hostType: 'js' })).toBe(deps);
    expect(withoutStartPreloads('assets/start-date-Bq1x2y3z.js', deps, { hostType: 'js' })).toBe(deps);
    expect(withoutStartPreloads('assets/start-sOoZcED-.js', deps, { hostType: 'html' })).toBe(deps);
  });

  describe('found in the bundle by the modules its chunks hold', () => {
    const boot = () => ({ ...chunk('assets/index-1.js', []), moduleIds: ['/app/app/main.tsx'], code: `var p=\`["${START_FILES_MARKER}"]\`;` });
    const generate = (bundle: Record<string, unknown>) =>
      (preloadStartInTurns().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call({}, {}, bundle);

    it('are written for the chunk that holds app/start.tsx, whether or not it is its import’s facade', () => {
      const bundle = {
        'assets/index-1.js': boot(),
        'assets/start-1.js': { ...chunk('assets/start-1.js', ['assets/react-1.js']), moduleIds: ['/app/app/start.tsx'] },
        'assets/react-1.js': chunk('assets/react-1.js', []),
      };
      generate(bundle);
      expect(bundle['assets/index-1.js'].code).toContain(JSON.stringify(['/assets/start-1.js', '/assets/react-1.js']));
    });

    it('fail the build when no chunk holds app/start.tsx, rather than preloading nothing', () => {
      expect(() => generate({ 'assets/index-1.js': boot() })).toThrow(/no chunk holds app\/start\.tsx/);
    });
  });
});
