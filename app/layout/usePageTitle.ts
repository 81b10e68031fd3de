import { useEffect } from 'react';
import { AGENCY } from '@site/agency';

/** The title of the page being prerendered (app/prerender), which writes it into the page's <title>. */
let titleDuringPrerender: string | undefined;

export function takePrerenderedTitle(): string | undefined {
  const title = titleDuringPrerender;
  titleDuringPrerender = undefined;
  return title;
}

/** Sets the document title, so every page is named in the tab and announced by screen readers. */
export function usePageTitle(title: string): void {
  const fullTitle = `${title} | ${AGENCY.name}`;
  if (typeof document === 'undefined') titleDuringPrerender = fullTitle;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
