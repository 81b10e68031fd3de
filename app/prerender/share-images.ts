/**
 * The pictures a shared link shows (Open Graph and Twitter cards, 1200 x 630): one per product guide, made at
 * build time from the guide's banner artwork with its name beside it, and one for every other page. Drawn
 * with resvg and the Liberation Sans files pdfjs-dist ships, so the picture is the same on every machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { KNOWN_GUIDES, type GuideKey } from '../content/guides/known-guides';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder of the built site the pictures are written to, and served from. */
export const SHARE_IMAGE_DIR = 'share';

export type ShareImage = { key: GuideKey | 'site'; heading: string; artwork: string; alt: string };

const SITE_SHARE_IMAGE: ShareImage = { key: 'site', heading: AGENCY.tagline, artwork: 'generic', alt: `${AGENCY.name}: ${AGENCY.tagline}` };

/** Every picture the build draws: the site's, then each guide's. */
export const SHARE_IMAGES: ShareImage[] = [
  SITE_SHARE_IMAGE,
  ...(Object.entries(KNOWN_GUIDES) as [GuideKey, (typeof KNOWN_GUIDES)[GuideKey]][]).map(([key, guide]) => ({
    key,
    heading: guide.displayName,
    artwork: key,
    alt: `${guide.displayName} from ${AGENCY.name}`,
  })),
];

export const shareImagePath = (image: ShareImage) => `/${SHARE_IMAGE_DIR}/${image.key}.png`;

/** The picture of a page: its guide's, or the site's. */
export function shareImageFor(pagePath: string): ShareImage {
  const guideKey = (Object.keys(KNOWN_GUIDES) as GuideKey[]).find((key) => routes.products.guide(KNOWN_GUIDES[key].type) === pagePath);
  return SHARE_IMAGES.find((image) => image.key === guideKey) ?? SITE_SHARE_IMAGE;
}

const BRAND = '#33529f';
const INK = '#1b2b57';
const TINT = '#eef2fc';
const HEADING_SIZE = 92;
/** Liberation Sans Bold's average advance is about 0.58 em: enough to keep a heading inside its column. */
const HEADING_COLUMN = 560;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The heading's lines: words joined while they fit the column. */
function headingLines(heading: string): string[] {
  const maxCharacters = Math.floor(HEADING_COLUMN / (HEADING_SIZE * 0.58));
  return heading.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxCharacters) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);
}

/** The artwork's drawing, without its own <svg> element, to place inside a picture at any size. */
export function artworkBody(artworkSvg: string): { viewBox: string; body: string } {
  const match = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(artworkSvg);
  if (!match) throw new Error('the artwork has no <svg viewBox>');
  return { viewBox: match[1]!, body: match[2]! };
}

/** The picture as SVG: the agency's name, the heading and the telephone on the left, the artwork on the right. */
export function shareImageSvg(image: ShareImage, artworkSvg: string, logoSvg: string): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const artwork = artworkBody(artworkSvg);
  const logo = artworkBody(logoSvg);
  const lines = headingLines(image.heading);
  const headingTop = 300 - ((lines.length - 1) * HEADING_SIZE * 1.1) / 2;
  const heading = lines.map((line, index) => `<tspan x="80" y="${Math.round(headingTop + index * HEADING_SIZE * 1.1)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${TINT}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${BRAND}"/>
  <svg x="80" y="64" width="56" height="56" viewBox="${logo.viewBox}">${logo.body}</svg>
  <text x="152" y="104" font-family="Liberation Sans" font-weight="bold" font-size="34" fill="${BRAND}">${escapeXml(AGENCY.name)}</text>
  <text font-family="Liberation Sans" font-weight="bold" font-size="${HEADING_SIZE}" fill="${INK}">${heading}</text>
  <text x="80" y="540" font-family="Liberation Sans" font-size="34" fill="${INK}">Call ${escapeXml(AGENCY.phone)}</text>
  <svg x="620" y="95" width="540" height="405" viewBox="${artwork.viewBox}">${artwork.body}</svg>
</svg>`;
}

/** The picture as PNG. `fontFiles`: the regular and bold Liberation Sans files. */
export function renderShareImage(svg: string, fontFiles: string[]): { png: Buffer; rgba: Buffer; width: number; height: number } {
  const rendered = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Liberation Sans' } }).render();
  return { png: rendered.asPng(), rgba: rendered.pixels, width: rendered.width, height: rendered.height };
}

/** Every share picture as PNG, by its file name under SHARE_IMAGE_DIR. */
export function drawShareImages(readArtwork: (name: string) => string, logoSvg: string, fontFiles: string[]): Record<string, Buffer> {
  return Object.fromEntries(
    SHARE_IMAGES.map((image) => [`${image.key}.png`, renderShareImage(shareImageSvg(image, readArtwork(image.artwork), logoSvg), fontFiles).png]),
  );
}
