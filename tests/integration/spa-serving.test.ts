import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import { REDIRECTS } from '@site/redirects';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'agency-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<html lang="en"><head><meta name="csrf-token" content="__CSRF_TOKEN__"><link rel="canonical" href="__CANONICAL_URL__" /></head><body></body></html>',
  );
  writeFileSync(path.join(staticDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'assets', 'big-def456.js'), 'x'.repeat(20_000));
  mkdirSync(path.join(staticDir, '.prerendered'));
  writeFileSync(
    path.join(staticDir, '.prerendered', 'aboutus.html'),
    '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head><body><div id="root"><h1>About Us</h1></div></body></html>',
  );
  writeFileSync(
    path.join(staticDir, '.prerendered', 'quotes__auto_productType_Auto_Insurance.html'),
    '<html><head><meta name="csrf-token" content="__CSRF_TOKEN__"></head><body><div id="root"><h1>Auto Insurance quote</h1></div></body></html>',
  );
  writeFileSync(
    path.join(staticDir, '.prerendered', 'manifest.json'),
    JSON.stringify({ '/aboutus': 'aboutus.html', '/quotes/auto?productType=Auto+Insurance': 'quotes__auto_productType_Auto_Insurance.html' }),
  );
  server = await startTestServer('sqlite', { STATIC_DIR: staticDir });
});

afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers a page path with index.html, not cached, carrying a CSRF token that matches its cookie', async () => {
    const response = await fetch(`${server.baseUrl}/quotes/home?productType=Home%20Insurance`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const token = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(response.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${encodeURIComponent(token!)}`);
  });

  it.each(SUBMISSION_FORM_PAGES.map((page) => page.path))(
    'answers %s, a described form’s page (its descriptor’s, not site/pages.ts’s), with status 200',
    async (path) => {
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200);
    },
  );

  it.each(['/no/such/page', '/quotes/spring-sale/home-insurance', '/quotes/home/extra/more'])(
    'answers %s, which no page shows, with the app and status 404 (the app shows the not-found page)',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('name="csrf-token"');
    },
  );

  it('sends a prerendered page with its markup and a fresh CSRF token, but not for an address with a query', async () => {
    const response = await fetch(`${server.baseUrl}/aboutus`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>About Us</h1>');
    expect(html).not.toContain('__CSRF_TOKEN__');
    const withQuery = await (await fetch(`${server.baseUrl}/aboutus?utm_source=mail`)).text();
    expect(withQuery).not.toContain('<h1>About Us</h1>');
  });

  it.each(['/quotes/auto?productType=Auto+Insurance', '/quotes/auto?productType=Auto%20Insurance'])(
    'sends the quote form a link names, %s, prerendered, however the link encodes its product',
    async (address) => {
      const html = await (await fetch(`${server.baseUrl}${address}`)).text();
      expect(html).toContain('<h1>Auto Insurance quote</h1>');
      expect(html).not.toContain('__CSRF_TOKEN__');
    },
  );

  it.each([
    '/quotes/auto',
    '/quotes/auto?productType=Home+Insurance',
    '/quotes/auto?productType=Auto+Insurance&utm_source=mail',
    '/quotes/auto?productType=Auto+Insurance&productType=Home+Insurance',
  ])('draws %s in the browser: the query may change what the form says or sends', async (address) => {
    const html = await (await fetch(`${server.baseUrl}${address}`)).text();
    expect(html).not.toContain('Auto Insurance quote');
    expect(html).toContain('<body></body>');
  });

  it('never serves the prerendered folder as files', async () => {
    expect((await fetch(`${server.baseUrl}/.prerendered/manifest.json`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/.prerendered/aboutus.html`)).status).toBe(404);
  });

  it('answers every redirect of the route tables with 301, keeping the query string', async () => {
    for (const { from, to } of REDIRECTS) {
      const plain = await fetch(`${server.baseUrl}${from}/`, { redirect: 'manual' });
      expect([from, plain.status, plain.headers.get('location')]).toEqual([from, 301, to]);
      const withQuery = await fetch(`${server.baseUrl}${from}?customerType=lender&utm_source=e2e%20test`, { redirect: 'manual' });
      const location = new URL(withQuery.headers.get('location') ?? '', server.baseUrl);
      expect([from, withQuery.status, location.pathname, [...location.searchParams]]).toEqual([
        from,
        301,
        new URL(to, server.baseUrl).pathname,
        [...new URL(to, server.baseUrl).searchParams, ['customerType', 'lender'], ['utm_source', 'e2e test']],
      ]);
    }
  });

  it('compresses pages and assets for browsers that accept it', async () => {
    const response = await fetch(`${server.baseUrl}/assets/big-def456.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('x'.repeat(20_000));
  });

  it('caches hashed assets as immutable', async () => {
    const response = await fetch(`${server.baseUrl}/assets/main-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('answers an unknown API path with JSON 404, not the app', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'No API endpoint GET /api/no-such-thing.' });
  });

  it('answers a write to a page address with the JSON error shape, not an HTML page', async () => {
    const response = await fetch(`${server.baseUrl}/etc/passwd/sign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Nothing here answers POST /etc/passwd/sign.', requestId: response.headers.get('x-request-id') });
  });

  it('keeps the token of a returning page: the same cookie gives the same token, and no new cookie', async () => {
    const first = await fetch(`${server.baseUrl}/`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const second = await fetch(`${server.baseUrl}/aboutus`, { headers: { cookie } });
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(await second.text()).toContain(decodeURIComponent(cookie.split('=')[1] ?? ''));
  });
});

describe('serving the Spanish site (/es)', () => {
  const get = (path: string, cookie?: string) => fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="[a-z]+:\/\/[^/]+([^"]*)" \/>/g)].map(([, lang, path]) => `${lang} ${path}`);

  it.each([
    ['/es', '/es'],
    ['/es/', '/es'],
    ['/es/chooseproducts', '/es/chooseproducts'],
  ])('answers %s, a page written in Spanish, in Spanish, with its canonical address and both versions named', async (path, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[a-z]+://[^/]+${canonical}" />`));
    const page = canonical.replace(/^\/es/, '') || '/';
    expect(alternates(html)).toEqual([`en ${page}`, `es ${canonical}`, `x-default ${page}`]);
  });

  it('names the Spanish version on the English page, and none on a page in English only (the back office)', async () => {
    expect(alternates(await (await get('/chooseproducts')).text())).toEqual(['en /chooseproducts', 'es /es/chooseproducts', 'x-default /chooseproducts']);
    expect(alternates(await (await get('/admin')).text())).toEqual([]);
  });

  it.each([
    ['/es/admin?utm_source=letter', '/admin?utm_source=letter'],
    ['/es/admin/submissions/CR-7KQ2M9XA', '/admin/submissions/CR-7KQ2M9XA'],
    ['/es/no/such/page', '/no/such/page'],
  ])('sends %s, not written in Spanish, to its English address %s', async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(target);
  });

  it('sends a person who chose Spanish from an English address to its Spanish one, and only there', async () => {
    const chose = await get('/chooseproducts?utm_source=mail', 'lang=es');
    expect(chose.status).toBe(302);
    expect(chose.headers.get('location')).toBe('/es/chooseproducts?utm_source=mail');
    expect((await get('/admin', 'lang=es')).status).toBe(200);
    expect((await get('/chooseproducts', 'lang=en')).status).toBe(200);
    expect((await get('/chooseproducts', 'lang=fr')).status).toBe(200);
  });
});
