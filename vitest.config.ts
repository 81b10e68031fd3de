import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './vite.config.ts';

const dom = {
  environment: 'jsdom',
  include: ['app/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/setup/dom.ts'],
  testTimeout: 30_000,
};

/** The jsdom suites that cannot share a worker's modules with others, so each gets its own as before. */
const DOM_ISOLATED = [
  // vi.mock replaces a module only for importers not yet loaded: in a shared module graph, other files have
  // loaded the page already, with the real module.
  'app/features/quotes/simple-quote/SimpleQuotePage.test.tsx',
  'app/features/product-guides/GuideRoute.test.tsx',
  'app/forms/SubmissionFormPage.test.tsx',
  // React's server renderer leaves its last task's context values (the StaticRouter's location among them) in
  // React's shared context objects when it finishes, so a later client render there is "inside a <Router>".
  'app/prerender/structured-data.test.ts',
];

/**
 * Vitest queues every project's files at once, project by project in the order of their names (dom, dom-isolated,
 * node), each project's largest files first. The node project's files are the long ones (a contract group runs
 * for up to half a minute): queued first, the many short jsdom files even out the two workers at the end, where
 * before one worker finished the contract suites alone.
 */
class NodeProjectFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.sort((a, b) => Number(b.project.name === 'node') - Number(a.project.name === 'node'));
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most suites wait on a database, a
    // child process or a socket, so a worker per core (two at the least) keeps every core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: NodeProjectFirst },
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
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...dom,
          exclude: [...configDefaults.exclude, ...DOM_ISOLATED],
          // One window and module graph per worker, not a fresh one per file: under half the time. What a test
          // leaves in the window is reset in tests/setup/dom.ts.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'dom-isolated', ...dom, include: DOM_ISOLATED } },
    ],
  },
});
