import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Marks the document once the page in view is interactive: rendered in the same Suspense boundary as the
 * page, its effect runs only when the page has loaded and, for a prerendered page, React has taken it over.
 * Until then a click on a prerendered link is a plain page load. End-to-end tests wait for this mark.
 */
export function PageReadyMarker() {
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageReady = key;
  }, [key]);
  return null;
}
