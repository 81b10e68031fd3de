import { CSRF_COOKIE, CSRF_META_NAME } from '@contracts/csrf-names';

/** The CSRF token the server gave this page: from the page's meta tag, else from the XSRF-TOKEN cookie. */
export function readCsrfToken(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content;
  if (meta && !meta.startsWith('__')) return meta;
  const cookie = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(CSRF_COOKIE.length + 1)) : undefined;
}
