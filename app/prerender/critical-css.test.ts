import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalCssInliner } from './critical-css';

const appDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
mkdirSync(path.join(appDir, 'assets'));
writeFileSync(
  path.join(appDir, 'assets/style-1.css'),
  '.used{color:red}.unused{color:blue}@media (width>=48em){.used{color:green}.unused{color:black}}.dialog{position:fixed}',
);
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="canonical" href="__CANONICAL_URL__" /><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head><body><div id="root">${body}</div></body></html>`;

describe('the critical rules of a prerendered page', () => {
  const inline = criticalCssInliner(appDir);

  it('inlines the rules the markup uses, media queries kept, and none it does not', async () => {
    const html = await inline(page('<p class="used">Hello</p>'));
    const rules = /<style>(.*?)<\/style>/.exec(html)?.[1];
    expect(rules).toContain('.used{color:red}');
    expect(rules).toMatch(/@media \(width>=48em\)\{\.used\{color:green\}\}/);
    expect(rules).not.toContain('unused');
    expect(rules).not.toContain('.dialog');
  });

  it('links the whole stylesheet without its address, which the app gives it, and as usual without JavaScript', async () => {
    const html = await inline(page('<p class="used">Hello</p>'));
    expect(html).toContain('<link rel="stylesheet" crossorigin data-deferred-stylesheet="/assets/style-1.css">');
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/style-1.css"></noscript>');
    // The rules come before the link, where the stylesheet was: the cascade's order is kept.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('data-deferred-stylesheet'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('keeps the rest of the page exactly as it was written', async () => {
    const markup = '<p class="used">It&#x27;s <b>here</b></p><svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>';
    const html = await inline(page(markup));
    const withoutTheStyles = html
      .replace(/<style>.*?<\/style>/, '')
      .replace(/<link rel="stylesheet"[^>]*data-deferred-stylesheet[^>]*><noscript>(.*?)<\/noscript>/, '$1');
    expect(withoutTheStyles).toBe(page(markup));
  });

  it('refuses a page that links no stylesheet', async () => {
    await expect(inline('<!doctype html><html><head></head><body></body></html>')).rejects.toThrow(/links no stylesheet/);
  });
});
