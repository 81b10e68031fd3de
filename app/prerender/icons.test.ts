import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { drawIcon, siteIcons } from './icons';

const svg = readFileSync(path.resolve(__dirname, '../public/favicon.svg'), 'utf8');
const icons = siteIcons(svg, { name: 'Keystone Insurance Agency', shortName: 'Keystone', themeColor: '#33529f' });

/** The RGBA pixel at (x, y) of a PNG, as a browser shows it (decoded by drawing it, at its size, with resvg). */
function pixelOf(png: Buffer, x: number, y: number): number[] {
  const size = png.readUInt32BE(16);
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image width="${size}" height="${size}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(picture).render().pixels;
  const at = (y * size + x) * 4;
  return [...pixels.subarray(at, at + 4)];
}

describe('site icons from favicon.svg', () => {
  it('draws the shield in the brand blue with the white keystone inside, and clear around it', () => {
    const { png } = drawIcon(svg, 34);
    expect(pixelOf(png, 17, 8)).toEqual([0x33, 0x52, 0x9f, 255]); // the shield, above the keystone
    expect(pixelOf(png, 17, 16)).toEqual([255, 255, 255, 255]); // the keystone
    expect(pixelOf(png, 1, 1)[3]).toBe(0); // outside: transparent
  });

  it('writes a favicon.ico of three PNG images, and PNG icons of their sizes on white', () => {
    const ico = icons['favicon.ico'] as Buffer;
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    expect([0, 1, 2].map((index) => ico.readUInt8(6 + index * 16))).toEqual([16, 32, 48]);
    const first = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(first, first + 4).toString('latin1')).toBe('\x89PNG');
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const png = icons[file] as Buffer;
      expect(png.readUInt32BE(16)).toBe(size);
      expect(pixelOf(png, 1, 1)).toEqual([255, 255, 255, 255]); // home screens show the icon on white
    }
  });

  it('writes a manifest naming the icons and the theme colour', () => {
    const manifest = JSON.parse(icons['site.webmanifest'] as string);
    expect(manifest).toMatchObject({ name: 'Keystone Insurance Agency', short_name: 'Keystone', theme_color: '#33529f', start_url: '/' });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(['/icon-192.png', '/icon-512.png', '/favicon.svg']);
  });
});
