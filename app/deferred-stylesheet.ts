import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/prerender-files';

const switchedOn = new WeakMap<Document, Promise<void>>();

/** Resolves when the link has loaded its sheet, or failed to: a missing sheet must not keep the app from starting. */
const loadedOrFailed = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Gives a prerendered page's stylesheet its address (app/prerender/critical-css.ts links it without one, so
 * nothing but the page and its first script is fetched before the first paint), once, and answers when it has
 * arrived: the app takes the page over then, so everything it draws beyond the page's inlined rules is styled.
 * A page drawn in the browser links its stylesheet as usual and has none to wait for.
 */
export function switchOnDeferredStylesheet(page: Document = document): Promise<void> {
  let arrived = switchedOn.get(page);
  if (!arrived) {
    const links = [...page.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)];
    arrived = Promise.all(
      links.map((link) => {
        const loaded = loadedOrFailed(link);
        link.href = link.getAttribute(DEFERRED_STYLESHEET_ATTRIBUTE)!;
        return loaded;
      }),
    ).then(() => undefined);
    switchedOn.set(page, arrived);
  }
  return arrived;
}
