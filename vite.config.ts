import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileCatalogues } from './app/build/precompile-catalogues.ts';
import { preloadStartInTurns, withoutStartPreloads } from './app/build/start-preloads.ts';
import { pruneUnusedMantineCss } from './app/build/unused-mantine-css.ts';

const fromRoot = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));

/** Path aliases for the top-level folders, shared by the app build, Vitest and Storybook. */
export const aliases = {
  '@contracts': fromRoot('contracts'),
  '@design-system': fromRoot('design-system'),
  '@app': fromRoot('app'),
  '@bff': fromRoot('bff'),
  '@site': fromRoot('site'),
};

/**
 * react-router's package points bundlers at its development build (its own warnings and checks, some of them on
 * every navigation); the browser's build takes its production one.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fromRoot('app'),
  publicDir: fromRoot('app/public'),
  plugins: [react(), precompileCatalogues(), preloadStartInTurns(), pruneUnusedMantineCss()],
  resolve: {
    alias: [...(command === 'build' && !isSsrBuild ? productionRouter : []), ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }))],
  },
  build: {
    outDir: fromRoot('dist/app'),
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked from the page: the pages' own styles add about 4 KB (gzip) to Mantine's, and a
    // prerendered page needs them before its code arrives (split per chunk, they came with the code: a jump).
    cssCodeSplit: false,
    reportCompressedSize: true,
    // The start chunk's files are preloaded by the boot script, a few per task (app/build/start-preloads.ts).
    modulePreload: { resolveDependencies: withoutStartPreloads },
    // Mantine's hooks and core utilities as one chunk, where the automatic split made dozens of 0.1-0.3 KB files that
    // every page asked for one by one: the quote form's files until idle 75 -> 63, and on a phone connection (150 ms,
    // 1.6 Mbit/s, 4x CPU) the form ready 0.37 s sooner (4.46 -> 4.09 s, five loads each), for 4-6 KB more a page.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'mantine-base', test: /node_modules[\\/]@mantine[\\/](hooks|core[\\/]esm[\\/]core)[\\/]/ }],
          // Common chunks under 4 KB are copied into the chunks that read them (one module state, kept by Rolldown's
          // runtime): the quote form asks for 30 files where it asked for 63, and on a phone connection (150 ms,
          // 1.6 Mbit/s, 4x CPU) it is ready 0.7 s sooner (4.14 -> 3.43 s, `/` 3.51 -> 3.07 s, eight loads each,
          // alternated; LCP unchanged), for 2-4 KB more a page. Chunks holding styles stay files, so that Vite's CSS
          // plugin emits each style once; the server build keeps its entries' exports, which the option drops.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 4096, exclude: /\.css(\?|$)/ } }),
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
