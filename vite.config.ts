import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompileCatalogues } from './app/build/precompile-catalogues.ts';

const fromRoot = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));

/** Path aliases for the top-level folders, shared by the app build, Vitest and Storybook. */
export const aliases = {
  '@contracts': fromRoot('contracts'),
  '@design-system': fromRoot('design-system'),
  '@app': fromRoot('app'),
  '@bff': fromRoot('bff'),
  '@site': fromRoot('site'),
};

export default defineConfig({
  root: fromRoot('app'),
  publicDir: fromRoot('app/public'),
  plugins: [react(), precompileCatalogues()],
  resolve: { alias: aliases },
  build: {
    outDir: fromRoot('dist/app'),
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet, linked from the page: the pages' own styles add about 4 KB (gzip) to Mantine's, and a
    // prerendered page needs them before its code arrives (split per chunk, they came with the code: a jump).
    cssCodeSplit: false,
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
