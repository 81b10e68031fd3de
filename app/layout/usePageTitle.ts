import { useEffect } from 'react';
import { AGENCY } from '@site/agency';

export type PrerenderedHead = { title?: string; description?: string };

/** The title and description of the page being prerendered (app/prerender), which writes them into its head. */
let headDuringPrerender: PrerenderedHead = {};

export function takePrerenderedHead(): PrerenderedHead {
  const head = headDuringPrerender;
  headDuringPrerender = {};
  return head;
}

/**
 * Sets the document title, so every page is named in the tab and announced by screen readers. A page that
 * search engines and shared links show (a prerendered one) gives its description too: its
 * <meta name="description"> and the link preview's text.
 */
export function usePageTitle(title: string, description?: string): void {
  const fullTitle = `${title} | ${AGENCY.name}`;
  if (typeof document === 'undefined') headDuringPrerender = { title: fullTitle, description };
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
