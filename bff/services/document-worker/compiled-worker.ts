/** The document workers' entry in the compiled server (bff/build-server.ts compiles it to worker.mjs beside the server). */
export { runDocumentTask as default } from './tasks';
