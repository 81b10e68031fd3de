/**
 * The site's icons, drawn at build time from app/public/favicon.svg (the one source) with resvg, as the share
 * pictures are: favicon.ico (16, 32 and 48 px), the apple-touch icon and the web manifest's icons (on white,
 * as home screens show them), and the manifest itself.
 */
import { Resvg } from '@resvg/resvg-js';
import { artworkBody } from './share-images';

/** The icon `size` square: the artwork at `scale` of it, centred, on white when `background` is set. */
export function drawIcon(svg: string, size: number, { scale = 1, background = false } = {}): { png: Buffer; rgba: Buffer } {
  const artwork = artworkBody(svg);
  const side = size * scale;
  const offset = (size - side) / 2;
  const framed = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background ? `<rect width="${size}" height="${size}" fill="#ffffff"/>` : ''}
  <svg x="${offset}" y="${offset}" width="${side}" height="${side}" viewBox="${artwork.viewBox}">${artwork.body}</svg>
</svg>`;
  const rendered = new Resvg(framed, { font: { loadSystemFonts: false } }).render();
  return { png: rendered.asPng(), rgba: rendered.pixels };
}

/** An ICO holding PNG images (every browser of the last decade reads them): a directory of sizes and offsets, then the PNGs. */
function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export type SiteIcons = Record<string, Buffer | string>;

/** Every icon file by its name in the built app, and the manifest. */
export function siteIcons(svg: string, { name, shortName, themeColor }: { name: string; shortName: string; themeColor: string }): SiteIcons {
  const png = (size: number, options?: { scale?: number; background?: boolean }) => drawIcon(svg, size, options).png;
  const onWhite = { scale: 0.8, background: true };
  const manifest = {
    name,
    short_name: shortName,
    start_url: '/',
    display: 'browser',
    theme_color: themeColor,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return {
    'favicon.ico': encodeIco([16, 32, 48].map((size) => ({ size, png: png(size) }))),
    'apple-touch-icon.png': png(180, onWhite),
    'icon-192.png': png(192, onWhite),
    'icon-512.png': png(512, onWhite),
    'site.webmanifest': `${JSON.stringify(manifest, null, 2)}\n`,
  };
}
