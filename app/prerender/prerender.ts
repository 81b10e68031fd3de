/**
 * Build step (after `vite build` of the app and of app/prerender/entry-server.tsx): writes the HTML of
 * each prerendered page into dist/app/.prerendered/ with a manifest the server reads
 * (bff/prerendered-pages.ts). A dot-folder, so the static file server never serves it by itself.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AGENCY } from '@site/agency';
import { localeOfPath } from '@site/locales';
import { PRERENDER_DIR, PRERENDER_MANIFEST, ROOT_PLACEHOLDER, SITE_URL_PLACEHOLDER } from '@site/prerender-files';
import { splitAddress } from '@site/prerendered-address';
import { criticalCssInliner } from './critical-css';
import { withHead } from './head';
import { siteIcons } from './icons';
import { drawShareImages, SHARE_IMAGE_DIR, shareImageFor } from './share-images';
import { robotsTxt, sitemapXml, SPANISH_SITEMAP, spanishSitemapPaths } from './sitemap';
import { jsonLdScripts, structuredDataFor } from './structured-data';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appDir = path.join(rootDir, 'dist/app');
const serverEntry = path.join(rootDir, 'dist/ssr/entry-server.js');

type ServerEntry = {
  renderPage: (address: string) => Promise<{ html: string; title?: string; description?: string }>;
  noScriptText: (pathname: string) => string;
  PRERENDERED_PATHS: string[];
};

/** The theme colour index.html names for the browser's chrome (<meta name="theme-color">). */
const THEME_COLOR = '#33529f';

const artworkDir = path.join(rootDir, 'app/features/product-guides/artwork');
const shareImageFonts = ['Regular', 'Bold'].map((weight) => path.join(rootDir, `node_modules/pdfjs-dist/standard_fonts/LiberationSans-${weight}.ttf`));

/** /aboutus → aboutus.html, /es/quotes/home?productType=Home+Insurance → es__quotes__home_productType_Home_Insurance.html. */
const fileNameFor = (address: string) =>
  address === '/'
    ? 'index.html'
    : `${address
        .slice(1)
        .replaceAll('/', '__')
        .replace(/[^\w.-]/g, '_')}.html`;

async function main() {
  // React's production server renderer, like the production client that takes the pages over.
  process.env.NODE_ENV = 'production';
  const { renderPage, noScriptText, PRERENDERED_PATHS } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = readFileSync(path.join(appDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_PLACEHOLDER)) throw new Error(`index.html has no ${ROOT_PLACEHOLDER}`);
  const outDir = path.join(appDir, PRERENDER_DIR);
  mkdirSync(outDir, { recursive: true });
  const manifest: Record<string, string> = {};
  const inlineCriticalCss = criticalCssInliner(appDir);
  for (const address of PRERENDERED_PATHS) {
    const { pathname: pagePath } = splitAddress(address);
    const { html: markup, title, description } = await renderPage(address);
    const fileName = fileNameFor(address);
    if (Object.values(manifest).includes(fileName)) throw new Error(`${address}: ${fileName} is another page's file`);
    const inLanguage = template
      .replace('<html lang="en"', `<html lang="${localeOfPath(pagePath)}"`)
      .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${noScriptText(pagePath)}</noscript>`);
    const page = withHead(inLanguage.replace(ROOT_PLACEHOLDER, `<div id="root">${markup}</div>`), {
      title,
      description,
      shareImage: shareImageFor(pagePath),
    }).replace('</head>', `${jsonLdScripts(await structuredDataFor(SITE_URL_PLACEHOLDER, pagePath))}</head>`);
    writeFileSync(path.join(outDir, fileName), await inlineCriticalCss(page));
    manifest[address] = fileName;
    console.log(`prerendered ${address} (${(markup.length / 1024).toFixed(1)} KB)`);
  }
  writeFileSync(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(appDir, 'sitemap.xml'), sitemapXml(AGENCY.siteUrl));
  writeFileSync(path.join(appDir, SPANISH_SITEMAP), sitemapXml(AGENCY.siteUrl, spanishSitemapPaths()));
  writeFileSync(path.join(appDir, 'robots.txt'), robotsTxt(AGENCY.siteUrl));
  const logoSvg = readFileSync(path.join(rootDir, 'app/public/favicon.svg'), 'utf8');
  const icons = siteIcons(logoSvg, {
    name: AGENCY.name,
    shortName: 'Keystone',
    themeColor: THEME_COLOR,
  });
  for (const [file, content] of Object.entries(icons)) writeFileSync(path.join(appDir, file), content);
  console.log(`wrote sitemap.xml, ${SPANISH_SITEMAP}, robots.txt and ${Object.keys(icons).join(', ')}`);
  const shareImages = drawShareImages((name) => readFileSync(path.join(artworkDir, `${name}.svg`), 'utf8'), logoSvg, shareImageFonts);
  mkdirSync(path.join(appDir, SHARE_IMAGE_DIR), { recursive: true });
  for (const [file, png] of Object.entries(shareImages)) writeFileSync(path.join(appDir, SHARE_IMAGE_DIR, file), png);
  console.log(`drew ${SHARE_IMAGE_DIR}/${Object.keys(shareImages).join(', ')}`);
}

await main();
