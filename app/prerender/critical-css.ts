/**
 * The rules a prerendered page uses, inlined in its head, so it paints without waiting for the stylesheet
 * (Beasties: it matches the built stylesheet against the page's markup, no browser). The stylesheet's link
 * stays where it was, so the cascade is unchanged (Mantine's theme variables, in the body, still come after
 * its defaults), but without its address, which the app gives it when it starts (app/deferred-stylesheet.ts),
 * before any screen the markup does not already show. So nothing is fetched before the first paint but the page
 * and its first script: a print-only link (as here before) was fetched at once, beside the page, and on a phone
 * connection its 50 KB came before the paint (Lighthouse's LCP counted them). Without JavaScript, a <noscript>
 * copy links it as usual.
 */
import Beasties from 'beasties';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/prerender-files';

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*) href="([^"]+\.css)">/;
/** Where Beasties puts the rules it found: a <style> of its own (Mantine's carry their data-mantine-styles mark). */
const INLINED_RULES = /<style>([^]*?)<\/style>/;

export function criticalCssInliner(appDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: appDir,
    publicPath: '/',
    // Only the rules are taken from Beasties' copy (below), so how it would load the rest does not matter; the
    // link is ours to defer, as its ways use inline scripts or handlers, which our CSP refuses.
    preload: 'body',
    reduceInlineStyles: false,
    pruneSource: false,
    compress: true,
    logLevel: 'warn',
  });
  return async (html) => {
    const link = STYLESHEET_LINK.exec(html);
    if (!link) throw new Error('the page links no stylesheet: did the build change how it links CSS?');
    const [tag, attributes, href] = link;
    if (INLINED_RULES.test(html)) throw new Error('the page has a <style> of its own: it would be taken for the inlined rules');
    // Only the rules are taken from Beasties' copy of the page: the page itself is kept byte for byte as React
    // wrote it (a re-serialised copy differs in places, and React takes the markup over as it is).
    const rules = INLINED_RULES.exec(await beasties.process(html))?.[1];
    if (rules === undefined) throw new Error(`Beasties found no rules of ${href} for the page`);
    const deferred = `<link rel="stylesheet"${attributes} ${DEFERRED_STYLESHEET_ATTRIBUTE}="${href}">`;
    return html.replace(tag, `<style>${rules}</style>${deferred}<noscript>${tag}</noscript>`);
  };
}
