import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a prerendered page is built (app/prerender) and while React takes it over in the browser, true from
 * the render after and in every page drawn in the browser. What depends on the visitor's clock or storage waits for
 * it, so the page React takes over is the page that was built, whenever and by whomever it is opened.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
