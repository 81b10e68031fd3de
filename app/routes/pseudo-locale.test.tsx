/**
 * Every page written in Spanish, drawn in a pseudo-locale (site/i18n/pseudo-locale.ts): each message of every
 * catalogue comes out accented and bracketed, so any word on the page outside brackets bypassed the catalogues
 * and would stay English on the Spanish page. Names (the agency's, its phone number) are the same in every language.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@design-system/i18n/Locale';
import { DesignSystemProvider } from '@design-system/theme/DesignSystemProvider';
import { AGENCY } from '@site/agency';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessagesOf } from '@site/i18n/pseudo-locale';
import { PRERENDERED_PATHS } from '../prerender/prerendered-paths';
import { App } from '../App';
import { localeOfPath } from '@site/locales';

/** Words that are names in every language: the agency's, the logo's word mark, the phone number. */
const NAMES = [AGENCY.name, 'Keystone', AGENCY.phone];

const SPANISH_PAGES = PRERENDERED_PATHS.filter((path) => localeOfPath(path) === 'es').map((path) => path.replace(/^\/es/, '') || '/');

/** The text a person meets outside the catalogues: text nodes and the attributes read aloud or shown, minus bracketed messages and names. */
function wordsOutsideCatalogues(root: HTMLElement): string[] {
  const unbracketed = (text: string) => {
    // A message can hold another (a placeholder filled with a translated name): take out the innermost first.
    const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'gu');
    let rest = text;
    for (let previous = ''; previous !== rest;) [previous, rest] = [rest, rest.replace(innermost, ' ')];
    for (const name of NAMES) rest = rest.replaceAll(name, ' ');
    return /\p{L}/u.test(rest) ? [rest.trim()] : [];
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    // Another language on purpose (the language switch, marked with its lang); and no script or style text.
    if (parent.closest('[lang], script, style')) continue;
    found.push(...unbracketed(node.textContent ?? ''));
  }
  for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (element.closest('[lang]')) continue;
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) found.push(...unbracketed(value));
    }
  }
  return found;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="nonce.signature">';
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  return () => vi.unstubAllGlobals();
});

describe('the pseudo-locale', () => {
  it('covers the pages written in Spanish', () => expect(SPANISH_PAGES).toEqual(expect.arrayContaining(['/', '/chooseproducts'])));

  it.each(SPANISH_PAGES)('finds no word on %s outside the catalogues', async (path) => {
    const { container } = render(
      <DesignSystemProvider>
        <LocaleProvider locale="en" messagesOf={pseudoMessagesOf}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </LocaleProvider>
      </DesignSystemProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    expect(heading.textContent).toContain(PSEUDO_OPEN);
    // A map is drawn too (its chunk loads at once without IntersectionObserver): its names and tooltips count.
    if (document.querySelector('[data-map-placeholder]')) await screen.findByRole('img', { name: new RegExp(PSEUDO_OPEN) }, { timeout: 20_000 });
    expect(wordsOutsideCatalogues(container)).toEqual([]);
  });
});
