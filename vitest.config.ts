import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most suites wait on a database, a
    // child process or a socket, so a worker per core (two at the least) keeps every core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contracts/**/*.test.ts',
            'site/**/*.test.ts',
            'bff/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
