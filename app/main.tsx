import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@design-system/theme/global.css';
import { afterFirstContentfulPaint } from './after-first-paint';
import { switchOnDeferredStylesheet } from './deferred-stylesheet';
import { holdEarlySubmits, recordEarlyInput } from './forms/early-input';
import { preloadInTurns, startFiles } from './start-files';

function start() {
  // The app's code, its files asked for a few per task (app/start-files.ts), and, in a task of its own, the whole
  // stylesheet, which a prerendered page links without its address (app/prerender/critical-css.ts): every ask costs
  // the main thread a few milliseconds in Chromium, so all at once made a long task. The app takes the page over
  // once the stylesheet is in (app/start.tsx).
  preloadInTurns(startFiles());
  setTimeout(() => void switchOnDeferredStylesheet(), 0);
  return import('./start');
}

// A prerendered page can be read before any script runs: the app starts after the browser has shown it, so
// the first paint waits for no JavaScript. An empty page (the portal, the back office) starts at once.
const prerendered = document.getElementById('root')!.hasChildNodes();
// What is typed into a prerendered form before React has it is given back to the form, and Enter waits for it
// (app/forms/early-input.ts).
if (prerendered) {
  recordEarlyInput();
  holdEarlySubmits();
}
if (prerendered && document.visibilityState === 'visible') afterFirstContentfulPaint(() => void start());
else void start();
