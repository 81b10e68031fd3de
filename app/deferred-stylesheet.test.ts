import { describe, expect, it } from 'vitest';
import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@site/prerender-files';
import { switchOnDeferredStylesheet } from './deferred-stylesheet';

function pageLinking(href?: string): { page: Document; link?: HTMLLinkElement } {
  const page = document.implementation.createHTMLDocument('');
  if (href === undefined) return { page };
  const link = page.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(DEFERRED_STYLESHEET_ATTRIBUTE, href);
  page.head.append(link);
  return { page, link };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe("a prerendered page's stylesheet, asked for when the app starts", () => {
  it('has no address until then, gets it once, and is waited for until it has loaded', async () => {
    const { page, link } = pageLinking('/assets/style-1.css');
    expect(link!.hasAttribute('href')).toBe(false);
    const arrived = switchOnDeferredStylesheet(page);
    expect(link!.getAttribute('href')).toBe('/assets/style-1.css');
    expect(await settled(arrived)).toBe(false);
    link!.dispatchEvent(new Event('load'));
    expect(await settled(arrived)).toBe(true);
    expect(switchOnDeferredStylesheet(page)).toBe(arrived);
  });

  it('does not keep the app waiting when the stylesheet fails to load', async () => {
    const { page, link } = pageLinking('/assets/style-1.css');
    const arrived = switchOnDeferredStylesheet(page);
    link!.dispatchEvent(new Event('error'));
    expect(await settled(arrived)).toBe(true);
  });

  it('has nothing to wait for on a page drawn in the browser', async () => {
    expect(await settled(switchOnDeferredStylesheet(pageLinking().page))).toBe(true);
  });
});
