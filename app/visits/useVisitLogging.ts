import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { API_PATHS } from '@contracts/api-paths';
import type { TLogVisitBody } from '@contracts/visits';
import { postQuietly } from '../api/post-quietly';
import { VISIT_LOGGING_HOSTS } from '@site/agency';
import { isPrivatePagePath } from '@site/pages';
import { logVisit } from './visit-logger';

const isEmbedded = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent cannot be read: we are in someone's frame
  }
};

/**
 * sessionStorage, or a stand-in for this page where the browser denies it (our embedded form in a partner's
 * frame, in a browser that blocks third-party storage: reading window.sessionStorage then throws).
 */
let pageStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
const sessionStorageOrStandIn = () => {
  if (pageStorage) return pageStorage;
  try {
    pageStorage = window.sessionStorage;
  } catch {
    const values = new Map<string, string>();
    pageStorage = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
  }
  return pageStorage;
};

/** Logs a visit after each navigation; the referrer of an in-app navigation is the previous page. */
export function useVisitLogging(): void {
  const location = useLocation();
  // The first visit's referrer is the document's (read in the effect: the page may be prerendered).
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    if (isPrivatePagePath(location.pathname)) return; // its address is a secret: never logged
    // Never the fragment: a link's secret may ride there (the e-mailed confirm-email link's token).
    const pageUrl = `${window.location.origin}${window.location.pathname}${window.location.search}`;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = pageUrl;
    void logVisit({ page_url: pageUrl, referrer, timestamp: new Date().toISOString(), is_embedded: isEmbedded() }, location.pathname, {
      hostname: window.location.hostname,
      trackedHosts: VISIT_LOGGING_HOSTS,
      send: (body) => postQuietly<TLogVisitBody>(API_PATHS.logVisit, body),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      reload: () => window.location.reload(),
      storage: sessionStorageOrStandIn(),
    });
  }, [location.pathname, location.search]);
}
