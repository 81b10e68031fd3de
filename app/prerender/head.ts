/**
 * A prerendered page's head: its title, and its description as search results and link previews show it
 * (<meta name="description">, og:title, og:description), and the picture a shared link shows (og:image and its
 * alternative text). The addresses (canonical, og:url, og:image's origin) are filled in by the server, which
 * knows the site's address (bff/spa.ts).
 */
import { SITE_URL_PLACEHOLDER } from '@site/prerender-files';
import type { PrerenderedHead } from '../layout/usePageTitle';
import { shareImagePath, type ShareImage } from './share-images';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const setContent = (html: string, attribute: string, value: string) => {
  const tag = new RegExp(`(<meta\\s+${attribute}\\s+content=")[^"]*(")`, 'g');
  if (!tag.test(html)) throw new Error(`index.html has no <meta ${attribute}>`);
  return html.replace(tag, `$1${escapeHtml(value)}$2`);
};

export function withHead(html: string, { title, description, shareImage }: PrerenderedHead & { shareImage: ShareImage }): string {
  let page = setContent(html, 'property="og:image"', `${SITE_URL_PLACEHOLDER}${shareImagePath(shareImage)}`);
  page = setContent(page, 'property="og:image:alt"', shareImage.alt);
  if (title) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    page = setContent(page, 'property="og:title"', title);
  }
  if (description) {
    page = setContent(page, 'name="description"', description);
    page = setContent(page, 'property="og:description"', description);
  }
  return page;
}
