import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { isSubmissionFormPath } from '@contracts/forms/form-pages';
import { languageAlternates } from '@site/alternates';
import { localeOfPath, pathInLocale, pathWithoutLocale, rememberedLocale } from '@site/locales';
import { isPagePath, isSpanishPagePath } from '@site/pages';
import { CANONICAL_URL_PLACEHOLDER, SITE_URL_PLACEHOLDER } from '@site/prerender-files';
import { prerenderedAddress } from '@site/prerendered-address';
import { redirectTargetFor } from '@site/redirects';
import type { Csrf } from './middleware/csrf';
import { loadPrerenderedPages } from './prerendered-pages';

const CSRF_PLACEHOLDER = '__CSRF_TOKEN__';

/**
 * The page's HTML with its addresses: its canonical address on the site's origin (a page of the route table;
 * the not-found page has none), and the site's origin for the preview image.
 */
function withAddresses(html: string, siteUrl: string, pathname: string | null): string {
  const filled = html.replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
  if (pathname !== null) {
    const alternates = languageAlternates(pathname).map(({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}" />`);
    return filled.replaceAll(CANONICAL_URL_PLACEHOLDER, `${siteUrl}${pathname}`).replace('</head>', `${alternates.join('')}</head>`);
  }
  return filled.replace(new RegExp(`\\s*<(link rel="canonical" href|meta property="og:url" content)="${CANONICAL_URL_PLACEHOLDER}" />`, 'g'), '');
}

/**
 * Serves the built SPA: hashed assets cached for a year as immutable, index.html never cached and
 * given the CSRF token, and every other GET answered with index.html (history fallback): with status 200
 * for a page of the route table and 404 for anything else, whose not-found page the app then shows.
 * The route tables' redirects are answered 301 here, with the query string kept. The public pages built
 * as HTML at build time (app/prerender) are sent with their markup.
 */
export function spaRouter(staticDir: string, csrf: Csrf, siteUrl: string): Router {
  const router = express.Router();
  const indexFile = path.resolve(staticDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const prerenderedPages = loadPrerenderedPages(staticDir);

  router.use(
    express.static(staticDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );

  router.get(/.*/, (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const redirectTarget = redirectTargetFor(req.path);
    if (redirectTarget) {
      res.redirect(301, `${redirectTarget}${query}`);
      return;
    }
    const locale = localeOfPath(req.path);
    const pagePath = pathWithoutLocale(req.path);
    const hasSpanish = isSpanishPagePath(pagePath);
    // Spanish only where the page is written in Spanish: any other /es address shows the English page (for now: a redirect that can change).
    // And a person who chose Spanish is sent from an English address to its Spanish one.
    if ((locale === 'es' && !hasSpanish) || (locale === 'en' && hasSpanish && rememberedLocale(req.headers.cookie) === 'es')) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, `${pathInLocale(pagePath, locale === 'es' ? 'en' : 'es')}${query}`);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (!indexHtml) {
      res.status(503).type('text/plain').send('The app has not been built yet: run `npm run build`.');
      return;
    }
    // A prerendered page only for an address written as the site's links write it: another query (a site search,
    // a campaign's utm_*) may change what the page shows.
    const canonicalPath = pathInLocale(pagePath, locale);
    const address = prerenderedAddress(canonicalPath, query);
    const prerendered = address === undefined ? undefined : prerenderedPages.get(address);
    const isPage = isPagePath(pagePath) || isSubmissionFormPath(pagePath);
    const html = prerendered ?? indexHtml.replace('<html lang="en"', `<html lang="${locale}"`);
    res
      .status(isPage ? 200 : 404)
      .type('html')
      .send(withAddresses(html, siteUrl, isPage ? canonicalPath : null).replace(CSRF_PLACEHOLDER, csrf.tokenFor(req, res)));
  });
  return router;
}
