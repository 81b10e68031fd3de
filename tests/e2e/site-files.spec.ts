/**
 * The files every browser and crawler asks for (issue 13): the icons and manifest the pages link to, robots.txt
 * and the sitemap, served as themselves, never as the 404 page.
 */
import { expect, test } from './support/test';

test('the icons, manifest, robots.txt and sitemap are served with their types', async ({ request, page }) => {
  for (const [path, type] of [
    ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/favicon.svg', /image\/svg\+xml/],
    ['/apple-touch-icon.png', /image\/png/],
    ['/site.webmanifest', /application\/manifest\+json|application\/json/],
    ['/robots.txt', /text\/plain/],
    ['/sitemap.xml', /(application|text)\/xml/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.keystone-insurance.example/products/floodinsurance</loc>');
  expect(sitemap).not.toContain('/quotes/');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
});

test('a shared guide link shows its title, description and image; every page names its canonical address', async ({ request, baseURL }) => {
  // Pages name the site's public origin (PUBLIC_BASE_URL, which the e2e server sets to its own address).
  const origin = baseURL!;
  const html = await (await request.get('/products/floodinsurance')).text();
  const meta = (attribute: string) => new RegExp(`<meta\\s+${attribute}\\s+content="([^"]*)"`).exec(html)?.[1];
  expect(meta('property="og:title"')).toBe('Flood Insurance Guide | Keystone Insurance Agency');
  const description = meta('property="og:description"');
  expect(description).toBe(meta('name="description"'));
  expect(description).toMatch(/flood/i);
  expect(meta('property="og:url"')).toBe(`${origin}/products/floodinsurance`);
  expect(html).toContain(`<link rel="canonical" href="${origin}/products/floodinsurance" />`);
  // The guide's own picture, 1200 x 630, drawn from its banner artwork; a large card.
  const image = new URL(meta('property="og:image"')!);
  expect(image.href).toBe(`${origin}/share/flood.png`);
  const picture = await request.get(image.pathname);
  expect(picture.headers()['content-type']).toMatch(/image\/png/);
  const png = await picture.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect([meta('property="og:image:width"'), meta('property="og:image:height"')]).toEqual(['1200', '630']);
  expect(meta('property="og:image:alt"')).toBe('Flood Insurance from Keystone Insurance Agency');
  expect(meta('name="twitter:card"')).toBe('summary_large_image');

  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  expect(jsonLd.map((item) => item['@type'])).toEqual(['InsuranceAgency', 'BreadcrumbList', 'FAQPage']);
  // The FAQPage's questions are the ones the page shows, in the HTML served before any script runs.
  const questions = (jsonLd[2] as { mainEntity: { name: string }[] }).mainEntity.map((entity) => entity.name);
  expect(questions).toContain('Does homeowners insurance cover flood damage?');
  for (const question of questions) expect(html).toContain(`>${question.replaceAll("'", '&#x27;')}</h3>`);

  // A page drawn in the browser has its canonical address too, and the site's picture; the not-found page has no address.
  const browserPage = await (await request.get('/customerservice/document-management')).text();
  expect(browserPage).toContain(`<link rel="canonical" href="${origin}/customerservice/document-management" />`);
  expect(browserPage).toContain(`<meta property="og:image" content="${origin}/share/site.png" />`);
  const notFound = await (await request.get('/no-such-page')).text();
  expect(notFound).not.toContain('rel="canonical"');
  expect(notFound).not.toContain('__CANONICAL_URL__');
});
