import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@site/i18n/catalogue';
import { pathInLocale } from '@site/locales';
import { routes } from '@site/paths';
import { guideIn } from '../content/guides/guide-words';
import { KNOWN_GUIDES } from '../content/guides/known-guides';
import { withHead } from './head';
import { drawShareImages, renderShareImage, SHARE_IMAGE_SIZE, SHARE_IMAGES, shareImageFor, shareImagePath, shareImageSvg } from './share-images';

const rootDir = path.resolve(__dirname, '../..');
const artworkFile = (name: string) => path.join(rootDir, 'app/features/product-guides/artwork', `${name}.svg`);
const logoSvg = readFileSync(path.join(rootDir, 'app/public/favicon.svg'), 'utf8');
const fontFiles = ['Regular', 'Bold'].map((weight) => path.join(rootDir, `node_modules/pdfjs-dist/standard_fonts/LiberationSans-${weight}.ttf`));

const floodImage = SHARE_IMAGES.find((image) => image.key === 'flood' && image.locale === 'en')!;
const drawn = renderShareImage(shareImageSvg(floodImage, readFileSync(artworkFile('flood'), 'utf8'), logoSvg), fontFiles);

type Region = { x: number; y: number; width: number; height: number };

/** How many pixels of a region are dark ink (the heading's colour is #1b2b57). */
function darkPixels(region: Region, picture = drawn): number {
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const at = (y * picture.width + x) * 4;
      if (picture.rgba[at]! < 80 && picture.rgba[at + 1]! < 80 && picture.rgba[at + 2]! < 120) count += 1;
    }
  }
  return count;
}

describe('share images', () => {
  it('are 1200 x 630 PNGs', () => {
    expect(drawn.png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([drawn.png.readUInt32BE(16), drawn.png.readUInt32BE(20)]).toEqual([SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height]);
  });

  it('draw the heading in the bundled font on the left, the artwork on the right', () => {
    // "Flood" and "Insurance" in 92 px bold: thousands of dark pixels; without the font there would be none.
    expect(darkPixels({ x: 80, y: 180, width: 520, height: 200 })).toBeGreaterThan(5000);
    // The artwork's house roof (#2b4790) sits in the right half; the left margin is the plain tint.
    const pixel = (x: number, y: number) => [...drawn.rgba.subarray((y * drawn.width + x) * 4, (y * drawn.width + x) * 4 + 3)];
    expect(pixel(20, 300)).toEqual([0xee, 0xf2, 0xfc]);
    expect(pixel(890, 200)).not.toEqual([0xee, 0xf2, 0xfc]);
  });

  it('exist for every guide, each with its own artwork, and the site has one for every other page', () => {
    for (const guide of Object.values(KNOWN_GUIDES)) {
      const image = shareImageFor(routes.products.guide(guide.type));
      expect(image.heading).toBe(guide.displayName);
      expect(existsSync(artworkFile(image.artwork)), image.artwork).toBe(true);
    }
    expect(shareImageFor(routes.aboutUs()).key).toBe('site');
    expect(existsSync(artworkFile(shareImageFor('/').artwork))).toBe(true);
  });

  it("are named by a prerendered page's og:image, with their text alternative", () => {
    const template = readFileSync(path.join(rootDir, 'app/index.html'), 'utf8');
    const page = withHead(template, { title: 'Flood', shareImage: floodImage });
    expect(page).toContain('<meta property="og:image" content="__SITE_URL__/share/flood.png" />');
    expect(page).toContain('<meta property="og:image:alt" content="Flood Insurance from Keystone Insurance Agency" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });
});

describe('share images of the Spanish pages', () => {
  it('name each guide as its Spanish page does, in a picture and a text alternative of their own', async () => {
    for (const guide of Object.values(KNOWN_GUIDES)) {
      const english = shareImageFor(routes.products.guide(guide.type));
      const spanish = shareImageFor(pathInLocale(routes.products.guide(guide.type), 'es'));
      const page = guideIn(await guide.load(), translatorFor(await guide.loadText(), 'es'));
      expect(spanish).toMatchObject({ key: english.key, locale: 'es', artwork: english.artwork, heading: page.displayName, call: 'Llame al (800) 555-0142' });
      expect(spanish.alt).toBe(`Keystone Insurance Agency: ${page.displayName}`);
      expect(shareImagePath(spanish)).toBe(`/share/${english.key}-es.png`);
      expect(shareImagePath(english)).toBe(`/share/${english.key}.png`);
    }
    expect(shareImageFor('/es/products/floodinsurance')).toMatchObject({ heading: 'Seguro contra inundaciones' });
  });

  it('give every other Spanish page the site’s picture in Spanish', () => {
    for (const path of ['/es', '/es/aboutus', '/es/products/pet-insurance']) {
      const image = shareImageFor(path);
      expect(image).toMatchObject({
        key: 'site',
        locale: 'es',
        heading: 'Seguros sin complicaciones',
        alt: 'Keystone Insurance Agency: Seguros sin complicaciones',
      });
      expect(shareImagePath(image)).toBe('/share/site-es.png');
    }
    const template = readFileSync(path.join(rootDir, 'app/index.html'), 'utf8');
    const page = withHead(template, { title: 'Inundaciones', shareImage: shareImageFor('/es/products/floodinsurance') });
    expect(page).toContain('<meta property="og:image" content="__SITE_URL__/share/flood-es.png" />');
    expect(page).toContain('<meta property="og:image:alt" content="Keystone Insurance Agency: Seguro contra inundaciones" />');
  });

  it('are drawn by the build beside the English ones, each in its own file', () => {
    const blank = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"></svg>';
    const files = Object.keys(drawShareImages(() => blank, logoSvg, fontFiles));
    expect(files).toHaveLength(2 * (Object.keys(KNOWN_GUIDES).length + 1));
    expect(files).toEqual(expect.arrayContaining(['site.png', 'flood.png', 'site-es.png', 'flood-es.png', 'umbrella-es.png']));
  });

  it.each(SHARE_IMAGES.map((image) => [`${image.key} (${image.locale})`, image] as const))(
    '%s: the heading stays in its column, clear of the agency’s name above and the telephone below',
    (_, image) => {
      // Without the artwork, every dark pixel is the heading's or the telephone's.
      const picture = renderShareImage(shareImageSvg(image, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"></svg>', logoSvg), fontFiles);
      expect(darkPixels({ x: 80, y: 130, width: 540, height: 330 }, picture)).toBeGreaterThan(3000);
      expect(darkPixels({ x: 625, y: 0, width: 575, height: 600 }, picture)).toBe(0);
      expect(darkPixels({ x: 150, y: 0, width: 475, height: 128 }, picture)).toBe(0);
      expect(darkPixels({ x: 0, y: 440, width: 1200, height: 60 }, picture)).toBe(0);
    },
  );
});
