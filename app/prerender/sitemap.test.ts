import { describe, expect, it } from 'vitest';
import { isPagePath, matchPattern, PAGES, type PagePattern } from '@site/pages';
import { robotsTxt, sitemapPaths, sitemapXml, spanishSitemapPaths } from './sitemap';

const pages = Object.values<PagePattern>(PAGES);
const patternOf = (path: string) => pages.filter((page) => matchPattern(page.path, path) !== null && (page.accepts?.(matchPattern(page.path, path)!) ?? true));

describe('the sitemap', () => {
  const paths = sitemapPaths();

  it('lists every indexed page of the route table', () => {
    for (const page of pages.filter((candidate) => candidate.indexed)) {
      expect(
        paths.some((path) => matchPattern(page.path, path) !== null),
        `${page.path} in the sitemap`,
      ).toBe(true);
    }
  });

  it('lists nothing else: each path is a page, and the page it shows is indexed', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(isPagePath(path), path).toBe(true);
      // react-router ranks static segments first: the static page a path matches is the one shown.
      const matched = patternOf(path).sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0];
      expect(matched?.indexed, `${path} shows an indexed page`).toBe(true);
    }
    for (const excluded of [
      '/quotes/home-insurance',
      '/customerservice/policy-changes/home',
      '/customerservice/document-management',
      '/verify',
      '/dashboard',
    ]) {
      expect(paths).not.toContain(excluded);
    }
  });

  it('is XML with absolute addresses; robots points at it and keeps the API, embeds, signing and admin out', () => {
    const xml = sitemapXml('https://www.example.com', ['/', '/aboutus']);
    expect(xml).toContain('<loc>https://www.example.com/aboutus</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const robots = robotsTxt('https://www.example.com');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(robots).toContain('Sitemap: https://www.example.com/sitemap-es.xml');
    for (const path of ['/api/', '/admin', '/embed/', '/sign/']) expect(robots).toContain(`Disallow: ${path}`);
  });
});

describe('the Spanish sitemap', () => {
  it('lists the indexed pages written in Spanish, at their /es addresses', () => {
    const paths = spanishSitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(['/es', '/es/chooseproducts', '/es/aboutus']));
    for (const path of paths) expect(path === '/es' || path.startsWith('/es/'), path).toBe(true);
    // Never a page that is not indexed, nor the back office, which stays in English.
    expect(paths.filter((path) => path.startsWith('/es/admin') || path.startsWith('/es/sign/'))).toEqual([]);
  });

  it("names each page's versions in both languages, in both sitemaps; a page in English only has none", () => {
    const xml = sitemapXml('https://www.example.com', ['/es', '/admin']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      [
        '<url><loc>https://www.example.com/es</loc>',
        '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/"/>',
        '<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/es"/>',
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/"/>',
      ].join('\n    '),
    );
    expect(xml).toContain('<url><loc>https://www.example.com/admin</loc></url>');
  });
});
