import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale, rememberedLocale } from './locales';

describe('the languages of the addresses', () => {
  it.each([
    ['/', 'en', '/'],
    ['/aboutus', 'en', '/aboutus'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/chooseproducts', 'es', '/chooseproducts'],
    ['/espanol', 'en', '/espanol'],
    ['/estimate/es', 'en', '/estimate/es'],
  ])('%s is in %s and shows the page %s', (path, locale, page) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(pathWithoutLocale(path)).toBe(page);
  });

  it('puts a page under /es in Spanish, and leaves English at its address', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/chooseproducts', 'es')).toBe('/es/chooseproducts');
    expect(pathInLocale('/chooseproducts', 'en')).toBe('/chooseproducts');
  });

  it('reads the remembered language from the cookie header, and nothing else', () => {
    expect(rememberedLocale('a=1; lang=es; b=2')).toBe('es');
    expect(rememberedLocale('lang=en')).toBe('en');
    expect(rememberedLocale('lang=fr')).toBeNull();
    expect(rememberedLocale('xlang=es')).toBeNull();
    expect(rememberedLocale(undefined)).toBeNull();
  });
});
