import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_DIR, PRERENDER_MANIFEST } from '@site/prerender-files';

/** The prerendered pages of a build, by path; empty when the build made none. */
export function loadPrerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.resolve(staticDir, PRERENDER_DIR);
  const manifestFile = path.join(dir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([pagePath, fileName]) => [pagePath, readFileSync(path.join(dir, path.basename(fileName)), 'utf8')]));
}
