/**
 * A prerendered page's head: its title, and its description as search results and link previews show it
 * (<meta name="description">, og:title, og:description). The address tags (canonical, og:url, og:image) are
 * filled in by the server, which knows the site's address (bff/spa.ts).
 */
import type { PrerenderedHead } from '../layout/usePageTitle';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const setContent = (html: string, attribute: string, value: string) => {
  const tag = new RegExp(`(<meta\\s+${attribute}\\s+content=")[^"]*(")`, 'g');
  if (!tag.test(html)) throw new Error(`index.html has no <meta ${attribute}>`);
  return html.replace(tag, `$1${escapeHtml(value)}$2`);
};

export function withHead(html: string, { title, description }: PrerenderedHead): string {
  let page = html;
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
