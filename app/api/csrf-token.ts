import { CSRF_COOKIE, CSRF_COOKIE_SECURE, CSRF_META_NAME } from '@contracts/csrf-names';

/**
 * The CSRF token the server gave this page: from the page's meta tag, else from the XSRF-TOKEN cookie
 * (__Host-XSRF-TOKEN over HTTPS).
 */
export function readCsrfToken(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content;
  if (meta && !meta.startsWith('__')) return meta;
  const cookies = doc.cookie.split(';').map((part) => part.trim());
  for (const name of [CSRF_COOKIE_SECURE, CSRF_COOKIE]) {
    const cookie = cookies.find((part) => part.startsWith(`${name}=`));
    if (cookie) return decodeURIComponent(cookie.slice(name.length + 1));
  }
  return undefined;
}
