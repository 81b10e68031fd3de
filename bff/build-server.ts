/**
 * Compiles the server for production (`npm run build:server`): TypeScript is compiled once here, not by tsx at
 * every start. One file per thing node loads on its own, each with what it imports from our code bundled in and
 * the packages left to node_modules: dist/server/server.mjs, the migration command (migrate.mjs), the document
 * workers' entry (worker.mjs, found beside the server's file) and each migration (migrations/NNN_name.mjs, found
 * by bff/db/migrations/index.ts).
 */
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { migrationNames } from './db/migrations';

/** dist/server, or the folder given (inside the checkout, so the compiled files find node_modules). */
const OUT = path.resolve(process.argv[2] ?? 'dist/server');

/** Whether node_modules holds this exact file (packages are installed flat: npm ci). */
const isFile = (specifier: string) => statSync(path.resolve('node_modules', specifier), { throwIfNoEntry: false })?.isFile() ?? false;
const OUR_ALIASES = /^@(contracts|site|design-system|app|bff)\//;

/**
 * Packages stay in node_modules, imported as node's ESM loader finds them: a package's file imported by its path
 * without its extension ('dayjs/plugin/utc', which a bundler finds) is imported with it ('dayjs/plugin/utc.js').
 */
const packagesFromNodeModules: Plugin = {
  name: 'packages-from-node-modules',
  setup(server) {
    server.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      if (OUR_ALIASES.test(specifier) || specifier.startsWith('node:')) return undefined;
      const deep = /^(@[\w.-]+\/)?[\w.-]+\/./.test(specifier);
      return { path: deep && !isFile(specifier) && isFile(`${specifier}.js`) ? `${specifier}.js` : specifier, external: true };
    });
  },
};
rmSync(OUT, { recursive: true, force: true });

await build({
  entryPoints: [
    { in: 'bff/server.ts', out: 'server' },
    { in: 'bff/db/migrate-cli.ts', out: 'migrate' },
    { in: 'bff/services/document-worker/compiled-worker.ts', out: 'worker' },
    ...migrationNames().map((name) => ({ in: `bff/db/migrations/${name}.ts`, out: `migrations/${name}` })),
  ],
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.json',
  plugins: [packagesFromNodeModules],
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`compiled the server to ${path.relative(process.cwd(), OUT)}`);
