import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build puts prerendered pages, inside the static dir (a dot-folder: never served as files). */
export const PRERENDER_DIR = '.prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';
/** The app's empty root in index.html, which a prerendered page fills. */
export const ROOT_PLACEHOLDER = '<div id="root"></div>';

/** The prerendered pages of a build, by path; empty when the build made none. */
export function loadPrerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.resolve(staticDir, PRERENDER_DIR);
  const manifestFile = path.join(dir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([pagePath, fileName]) => [pagePath, readFileSync(path.join(dir, path.basename(fileName)), 'utf8')]));
}
