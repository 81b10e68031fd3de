import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
/** How long a restored page may take to grow tall enough (its code loads lazily). */
const RESTORE_WINDOW_MS = 1_000;

const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
})();

/** Kept for a reload of this tab; not possible in a partner's frame where the browser denies storage. */
function persistPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Back and Forward still work within this page load.
  }
}

function scrollToWhenPossible(top: number) {
  const started = performance.now();
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() - started < RESTORE_WINDOW_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

function scrollToHashWhenPresent(hash: string) {
  const started = performance.now();
  const attempt = () => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (performance.now() - started < RESTORE_WINDOW_MS) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Scrolling as a reader expects: a new page starts at the top (or at its #section), and Back returns to
 * where the reader was. Same-page anchors are left to the browser, which has already scrolled.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Every page load starts with the key 'default': with the address, a reload finds its own position, and
  // another address loaded in the same tab does not inherit the last one's.
  const positionKey = `${location.key} ${location.pathname}${location.search}`;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        positions[positionKey] = window.scrollY;
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persistPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persistPositions);
    };
  }, [positionKey]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions[positionKey];
      if (saved !== undefined) scrollToWhenPossible(saved);
      return;
    }
    if (location.hash) scrollToHashWhenPresent(location.hash);
    else window.scrollTo(0, 0);
  }, [positionKey, location.hash, navigationType]);
}
