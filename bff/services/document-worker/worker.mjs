/**
 * The document workers' entry, which piscina loads in each worker thread. The tasks are TypeScript: tsx's API
 * loads them (with the path aliases of tsconfig.json), so this one file works wherever the server runs: under
 * tsx (npm start, npm run dev), under Vitest, and under plain node.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { runDocumentTask } = await tsImport('./tasks.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
});

export default runDocumentTask;
