/** Longest the app waits for the browser to say it has shown the page (a browser that never says so still starts it). */
const LONGEST_WAIT_MS = 3000;

/**
 * Calls `then` once, after the browser has shown the page's first contentful paint: its paint timing entry is
 * written when the frame is presented, where a task after requestAnimationFrame runs once the frame is painted on
 * the main thread but before it is on the screen (raster and display took another 50 ms in Chromium's trace), so
 * work started then was counted before the first paint (Lighthouse's FCP and LCP). Where the browser has no paint
 * timing, the next frame's end.
 */
export function afterFirstContentfulPaint(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    clearTimeout(fallback);
    setTimeout(then, 0);
  };
  const fallback = setTimeout(once, LONGEST_WAIT_MS);
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(once);
}
