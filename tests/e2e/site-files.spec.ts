/**
 * The files every browser and crawler asks for (issue 13): the icons and manifest the pages link to, robots.txt
 * and the sitemap, served as themselves, never as the 404 page.
 */
import { expect, ONE_WIDTH, test } from './support/test';

test('the icons, manifest, robots.txt and sitemap are served with their types', { tag: ONE_WIDTH }, async ({ request, page }) => {
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
