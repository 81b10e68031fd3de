/**
 * The site's icons, drawn at build time from app/public/favicon.svg (the one source): favicon.ico (16, 32 and
 * 48 px), the apple-touch icon and the web manifest's icons (on white, as home screens show them), and the
 * manifest itself. The SVG's paths use absolute M, L, H, V, C and Z; each is filled with its colour, 4x4
 * samples a pixel.
 */
import { deflateSync, crc32 } from 'node:zlib';

type Point = [number, number];
type Shape = { polygon: Point[]; rgb: [number, number, number] };
export type Artwork = { viewBox: [number, number, number, number]; shapes: Shape[] };

const CURVE_STEPS = 16;

function flattenPath(d: string): Point[] {
  const tokens = d.match(/[MLHVCZ]|-?\d*\.?\d+/gi) ?? [];
  const points: Point[] = [];
  let current: Point = [0, 0];
  let command = '';
  const number = () => Number(tokens.shift());
  while (tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[0]!)) command = tokens.shift()!;
    switch (command) {
      case 'M':
      case 'L':
        current = [number(), number()];
        points.push(current);
        break;
      case 'H':
        current = [number(), current[1]];
        points.push(current);
        break;
      case 'V':
        current = [current[0], number()];
        points.push(current);
        break;
      case 'C': {
        const c1: Point = [number(), number()];
        const c2: Point = [number(), number()];
        const end: Point = [number(), number()];
        const start = current;
        for (let step = 1; step <= CURVE_STEPS; step += 1) {
          const t = step / CURVE_STEPS;
          const u = 1 - t;
          points.push([
            u * u * u * start[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * end[0],
            u * u * u * start[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * end[1],
          ]);
        }
        current = end;
        break;
      }
      case 'Z':
      case 'z':
        break;
      default:
        throw new Error(`favicon.svg: path command ${command} is not drawn by app/prerender/icons.ts`);
    }
  }
  return points;
}

export function parseArtwork(svg: string): Artwork {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(/\s+/).map(Number) as Artwork['viewBox'] | undefined;
  if (!viewBox || viewBox.length !== 4) throw new Error('favicon.svg needs a viewBox');
  const shapes = [...svg.matchAll(/<path d="([^"]+)" fill="#([0-9a-f]{3}|[0-9a-f]{6})"\s*\/>/gi)].map(([, d, hex]) => {
    const full = hex!.length === 3 ? [...hex!].map((c) => c + c).join('') : hex!;
    return { polygon: flattenPath(d!), rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Shape['rgb'] };
  });
  if (shapes.length === 0) throw new Error('favicon.svg has no filled paths');
  return { viewBox, shapes };
}

const inside = (polygon: Point[], x: number, y: number) => {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
};

/** RGBA pixels of the artwork, `size` square; `scale` of it used, centred; on white when `background` is set. */
export function rasterize(artwork: Artwork, size: number, { scale = 1, background = false } = {}): Buffer {
  const [minX, minY, width, height] = artwork.viewBox;
  const unit = Math.max(width, height) / size / scale;
  const offset = (size - size * scale) / 2;
  const pixels = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = background ? [255, 255, 255, 255] : [0, 0, 0, 0];
      for (const shape of artwork.shapes) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1) {
          for (let sx = 0; sx < SAMPLES; sx += 1) {
            const x = minX + (px - offset + (sx + 0.5) / SAMPLES) * unit;
            const y = minY + (py - offset + (sy + 0.5) / SAMPLES) * unit;
            if (inside(shape.polygon, x, y)) hits += 1;
          }
        }
        const coverage = hits / (SAMPLES * SAMPLES);
        if (coverage === 0) continue;
        // "Over" compositing of the shape's colour at its coverage.
        const outAlpha = coverage + (a / 255) * (1 - coverage);
        const mix = (channel: number, own: number) => (own * coverage + channel * (a / 255) * (1 - coverage)) / outAlpha;
        [r, g, b, a] = [mix(r, shape.rgb[0]), mix(g, shape.rgb[1]), mix(b, shape.rgb[2]), outAlpha * 255];
      }
      pixels.set([Math.round(r), Math.round(g), Math.round(b), Math.round(a)], (py * size + px) * 4);
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(rgba: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding PNG images (every browser of the last decade reads them). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
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
  const artwork = parseArtwork(svg);
  const png = (size: number, options?: { scale?: number; background?: boolean }) => encodePng(rasterize(artwork, size, options), size);
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
