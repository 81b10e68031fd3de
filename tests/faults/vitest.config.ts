/**
 * The fault tests (tests/faults): each breaks something on purpose (kills instances, stops a server) and
 * prints its figures. Run one with its npm script (fault:kill and the others), all with npm run test:faults.
 * Apart from the main suite: they take minutes, and they start the compiled server, HAProxy and PostgreSQL
 * schemas of their own.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../../vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
