/**
 * Build step, run by the precompile plugin (precompile-catalogues.ts) with tsx, which reads the path aliases
 * from tsconfig.json: imports every source file that defines a catalogue, and prints every catalogue's messages
 * parsed to FormatJS's AST (JSON on stdout), so the browser formats them without the ICU parser; plain text stays
 * as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { definedCatalogues, isPlainText } from '@site/i18n/catalogue';
import { CATALOGUE_FOLDERS, definesCatalogue } from '../../site/i18n/catalogue-sources.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) yield file;
  }
}

for (const folder of CATALOGUE_FOLDERS) {
  for (const file of sourceFiles(path.join(ROOT, folder))) {
    if (definesCatalogue(file, readFileSync(file, 'utf8'))) await import(pathToFileURL(file).href);
  }
}

/** Parsed to FormatJS's AST, but for plain text, which stays as written (half the bytes, and nothing to format). */
const compile = (messages: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, typeof text === 'string' && !isPlainText(text) ? parse(text) : text]));

process.stdout.write(
  JSON.stringify(Object.fromEntries(definedCatalogues().map((catalogue) => [catalogue.name, { en: compile(catalogue.en), es: compile(catalogue.es) }]))),
);
