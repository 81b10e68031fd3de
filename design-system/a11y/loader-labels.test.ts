/**
 * A Mantine Loader is a plain span: a name (aria-label) on it without a role is an ARIA attribute it may not
 * carry (axe's aria-prohibited-attr, a serious violation, seen on a page while its data loaded). A named
 * loader says what it is: role="progressbar"; an unnamed one is decoration (aria-hidden).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'design-system'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('node_modules'))
    .map((file) => path.join(folder, file));
}

describe('loaders', () => {
  it('that are named say they are progress bars', () => {
    const unnamedRole = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => tag.includes('aria-label') && !tag.includes('role='))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(unnamedRole).toEqual([]);
  });
});
