import { useEffect } from 'react';
import { AGENCY } from '../content/agency';

/** Sets the document title, so every page is named in the tab and announced by screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${AGENCY.name}`;
  }, [title]);
}
