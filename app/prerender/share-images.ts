/**
 * The pictures a shared link shows (Open Graph and Twitter cards, 1200 x 630): one per product guide, made at
 * build time from the guide's banner artwork with its name beside it, and one for every other page; each in
 * English and in Spanish, for the pages at /es (the guide's Spanish name, 'Llame al' before the telephone, the
 * text alternative in Spanish). Drawn with resvg and the Liberation Sans files pdfjs-dist ships, so the
 * picture is the same on every machine.
 */
import { Resvg } from '@resvg/resvg-js';
import { productNameIn } from '@contracts/products';
import { AGENCY } from '@site/agency';
import { textsIn } from '@site/i18n/catalogue';
import { LOCALES, localeOfPath, pathWithoutLocale, type Locale } from '@site/locales';
import { routes } from '@site/paths';
import { KNOWN_GUIDES, type GuideKey } from '../content/guides/known-guides';
import { SHELL_TEXT } from '../layout/text';
import { SHARE_IMAGE_TEXT } from './text';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder of the built site the pictures are written to, and served from. */
export const SHARE_IMAGE_DIR = 'share';

export type ShareImage = { key: GuideKey | 'site'; locale: Locale; heading: string; call: string; artwork: string; alt: string };

/** The site's picture and each guide's, in a language: the guide named as its Spanish page names it ('Seguro contra inundaciones'). */
function shareImagesIn(locale: Locale): ShareImage[] {
  const texts = textsIn(locale);
  const text = texts(SHARE_IMAGE_TEXT);
  const call = text('call', { phone: AGENCY.phone });
  const tagline = locale === 'en' ? AGENCY.tagline : texts(SHELL_TEXT)('tagline');
  const site: ShareImage = { key: 'site', locale, heading: tagline, call, artwork: 'generic', alt: text('siteAlt', { agency: AGENCY.name, tagline }) };
  return [
    site,
    ...(Object.entries(KNOWN_GUIDES) as [GuideKey, (typeof KNOWN_GUIDES)[GuideKey]][]).map(([key, guide]) => {
      const product = locale === 'en' ? guide.displayName : productNameIn(guide.displayName, texts);
      return { key, locale, heading: product, call, artwork: key, alt: text('guideAlt', { product, agency: AGENCY.name }) };
    }),
  ];
}

/** Every picture the build draws: the site's, then each guide's, in English, then in Spanish. */
export const SHARE_IMAGES: ShareImage[] = LOCALES.flatMap(shareImagesIn);

/** The picture's file under SHARE_IMAGE_DIR: flood.png in English (as always), flood-es.png in Spanish. */
const shareImageFile = (image: ShareImage) => `${image.key}${image.locale === 'en' ? '' : `-${image.locale}`}.png`;

export const shareImagePath = (image: ShareImage) => `/${SHARE_IMAGE_DIR}/${shareImageFile(image)}`;

/** The picture of a page, in its language: its guide's, or the site's. */
export function shareImageFor(pagePath: string): ShareImage {
  const locale = localeOfPath(pagePath);
  const pagePathInEnglish = pathWithoutLocale(pagePath);
  const guideKey = (Object.keys(KNOWN_GUIDES) as GuideKey[]).find((key) => routes.products.guide(KNOWN_GUIDES[key].type) === pagePathInEnglish);
  const ofLanguage = SHARE_IMAGES.filter((image) => image.locale === locale);
  return ofLanguage.find((image) => image.key === guideKey) ?? ofLanguage.find((image) => image.key === 'site')!;
}

const BRAND = '#33529f';
const INK = '#1b2b57';
const TINT = '#eef2fc';
const HEADING_SIZE = 92;
/** Liberation Sans Bold's average advance is about 0.58 em: enough to keep a heading inside its column. */
const HEADING_COLUMN = 560;
/** The heading's room between the agency's name and the telephone: its lines at 1.1 em each. */
const HEADING_HEIGHT = 280;
/** A long heading ('Seguro de responsabilidad civil adicional (umbrella)') is drawn smaller, down to this size. */
const SMALLEST_HEADING_SIZE = 40;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const maxCharactersAt = (size: number) => Math.floor(HEADING_COLUMN / (size * 0.58));

/** The heading's lines at a size: words joined while they fit the column. */
function headingLines(heading: string, size: number): string[] {
  const maxCharacters = maxCharactersAt(size);
  return heading.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxCharacters) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);
}

/**
 * The heading's size and lines: the full size (every English heading), or the largest size, 4 px smaller at a
 * time, at which every line fits the column and the lines fit their room.
 */
function headingLayout(heading: string): { size: number; lines: string[] } {
  for (let size = HEADING_SIZE; size > SMALLEST_HEADING_SIZE; size -= 4) {
    const lines = headingLines(heading, size);
    if (lines.every((line) => line.length <= maxCharactersAt(size)) && lines.length * size * 1.1 <= HEADING_HEIGHT) return { size, lines };
  }
  return { size: SMALLEST_HEADING_SIZE, lines: headingLines(heading, SMALLEST_HEADING_SIZE) };
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
  const { size, lines } = headingLayout(image.heading);
  const headingTop = 300 - ((lines.length - 1) * size * 1.1) / 2;
  const heading = lines.map((line, index) => `<tspan x="80" y="${Math.round(headingTop + index * size * 1.1)}">${escapeXml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${TINT}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${BRAND}"/>
  <svg x="80" y="64" width="56" height="56" viewBox="${logo.viewBox}">${logo.body}</svg>
  <text x="152" y="104" font-family="Liberation Sans" font-weight="bold" font-size="34" fill="${BRAND}">${escapeXml(AGENCY.name)}</text>
  <text font-family="Liberation Sans" font-weight="bold" font-size="${size}" fill="${INK}">${heading}</text>
  <text x="80" y="540" font-family="Liberation Sans" font-size="34" fill="${INK}">${escapeXml(image.call)}</text>
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
    SHARE_IMAGES.map((image) => [shareImageFile(image), renderShareImage(shareImageSvg(image, readArtwork(image.artwork), logoSvg), fontFiles).png]),
  );
}
