import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { productGrid, WARRANTY_QUOTE_URLS } from './product-grid';

const PRODUCT_GRID = productGrid(textsIn('en'));

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

describe('the product grid', () => {
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

  it('is the same grid in Spanish, in the same order to the same places, named for its English title in analytics', () => {
    const spanish = productGrid(textsIn('es'));
    expect(spanish.map((card) => card.href)).toEqual(PRODUCT_GRID.map((card) => card.href));
    expect(spanish.map((card) => card.product)).toEqual(PRODUCT_GRID.map((card) => card.title));
    expect(spanish.map((card) => card.title)).toEqual([
      'Hogar',
      'Auto',
      'Inundación',
      'Medicare',
      'Vida',
      'Mascotas',
      'Negocios',
      'Garantía de hogar',
      'Garantía de auto',
    ]);
    expect(spanish[0]!.description).toBe('Proteja su casa, sus pertenencias y su responsabilidad civil si alguien se lesiona en su propiedad.');
  });
});
