import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@site/paths';
import { KNOWN_GUIDES } from '../content/guides/known-guides';
import { withHead } from './head';
import { renderShareImage, SHARE_IMAGE_SIZE, SHARE_IMAGES, shareImageFor, shareImageSvg } from './share-images';

const rootDir = path.resolve(__dirname, '../..');
const artworkFile = (name: string) => path.join(rootDir, 'app/features/product-guides/artwork', `${name}.svg`);
const logoSvg = readFileSync(path.join(rootDir, 'app/public/favicon.svg'), 'utf8');
const fontFiles = ['Regular', 'Bold'].map((weight) => path.join(rootDir, `node_modules/pdfjs-dist/standard_fonts/LiberationSans-${weight}.ttf`));

const floodImage = SHARE_IMAGES.find((image) => image.key === 'flood')!;
const drawn = renderShareImage(shareImageSvg(floodImage, readFileSync(artworkFile('flood'), 'utf8'), logoSvg), fontFiles);

/** How many pixels of a region are dark ink (the heading's colour is #1b2b57). */
function darkPixels(region: { x: number; y: number; width: number; height: number }): number {
  let count = 0;
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const at = (y * drawn.width + x) * 4;
      if (drawn.rgba[at]! < 80 && drawn.rgba[at + 1]! < 80 && drawn.rgba[at + 2]! < 120) count += 1;
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
