import { describe, expect, it } from 'vitest';
import { PRODUCT_GRID, WARRANTY_QUOTE_URLS } from './product-grid';

/** Seed 000 §2.3's table, as written there. */
const SPEC_TARGETS: [title: string, target: string][] = [
  ['Home', '/quotes/home?productType=Home Insurance'],
  ['Auto', '/quotes/auto?productType=Auto Insurance'],
  ['Flood', '/quotes/flood?productType=Flood Insurance'],
  ['Medicare', '/quotes/medicare?productType=Medicare'],
  ['Life', '/quotes/life?productType=Life Insurance'],
  ['Pet', '/quotes/pet?productType=Pet Insurance'],
  ['Business', '/quotes/commercial?productType=Business Insurance'],
];

/** A query written with + or %20 for its spaces reads the same; compare what a browser reads. */
const asRead = (href: string) => {
  const url = new URL(href, 'https://agency.example');
  return `${url.pathname}?${[...url.searchParams].map(([key, value]) => `${key}=${value}`).join('&')}`;
};

describe('PRODUCT_GRID', () => {
  it("has the table's cards in its order", () => {
    expect(PRODUCT_GRID.map((card) => card.title)).toEqual([...SPEC_TARGETS.map(([title]) => title), 'Home Warranty', 'Auto Warranty']);
  });

  it.each(SPEC_TARGETS)("%s's GET A QUOTE leads to %s", (title, target) => {
    const card = PRODUCT_GRID.find((item) => item.title === title)!;
    expect(card.external ?? false).toBe(false);
    expect(asRead(card.href)).toBe(target);
  });

  it('the warranty cards open the external warranty sites of the settings', () => {
    const home = PRODUCT_GRID.find((item) => item.title === 'Home Warranty')!;
    const auto = PRODUCT_GRID.find((item) => item.title === 'Auto Warranty')!;
    expect(home).toMatchObject({ external: true, href: WARRANTY_QUOTE_URLS.home });
    expect(auto).toMatchObject({ external: true, href: WARRANTY_QUOTE_URLS.auto });
    for (const url of Object.values(WARRANTY_QUOTE_URLS)) expect(new URL(url).protocol).toBe('https:');
  });
});
