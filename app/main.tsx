import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@design-system/theme/global.css';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/prerender-files';
import { holdEarlySubmits, recordEarlyInput } from './forms/early-input';

function start() {
  // The whole stylesheet, which a prerendered page links as print-only (app/prerender/critical-css.ts), before
  // the app draws anything the page's inlined rules do not cover.
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) link.media = 'all';
  return import('./start');
}

// A prerendered page can be read before any script runs: the app starts after the browser has painted it, so
// the first paint waits for no JavaScript. An empty page (the portal, the back office) starts at once.
const prerendered = document.getElementById('root')!.hasChildNodes();
// What is typed into a prerendered form before React has it is given back to the form, and Enter waits for it
// (app/forms/early-input.ts).
if (prerendered) {
  recordEarlyInput();
  holdEarlySubmits();
}
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
