import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The path of the page in view when the last page was shown; none before the first (a page load keeps focus where the browser puts it). */
let lastPathname: string | undefined;

/** The page's own heading, else its main region: where a person lands after in-site navigation. */
function landingOf(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1') ?? document.getElementById('main-content');
}

/** Whether the page moved focus itself on arrival (a form's step heading, a field): then it is left there. */
function pageFocusedItself(): boolean {
  const active = document.activeElement;
  const main = document.getElementById('main-content');
  return Boolean(active && main && active !== main && main.contains(active) && active.tagName !== 'A');
}

/**
 * After in-site navigation, as a full page load would: focus moves to the new page's heading (without
 * scrolling: scroll restoration decides where the page shows), and its title is announced. Rendered after
 * the page in its Suspense boundary, so its effect runs once the new page has loaded and set its title.
 * A change of query (a filter, a reference) or of #section on the same page is no new page.
 */
export function RouteFocus() {
  const { pathname, hash, key } = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const previous = lastPathname;
    lastPathname = pathname;
    if (previous === undefined || previous === pathname || hash) return;
    setAnnouncement(document.title);
    if (pageFocusedItself()) return;
    const landing = landingOf();
    if (!landing) return;
    if (!landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1');
    landing.focus({ preventScroll: true });
  }, [pathname, hash, key]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcement">
      {announcement}
    </VisuallyHidden>
  );
}
