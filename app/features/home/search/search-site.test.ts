import { describe, expect, it } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { siteIndexIn } from '../../../content/site-index';
import type { SiteSearchEntry } from '../../../content/site-search';
import { searchSite, searchWords } from './search-site';

const entry = (title: string, description = '', keywords: string[] = [], href = `/${title.toLowerCase().replace(/\W+/g, '-')}`): SiteSearchEntry => ({
  title,
  description,
  keywords,
  href,
});

const titles = (query: string, index: SiteSearchEntry[], locale: 'en' | 'es' = 'en') => searchSite(query, index, locale).map((result) => result.entry.title);

describe('searchWords', () => {
  it('splits on anything but letters and digits, lower-cases and drops repeats', () => {
    expect(searchWords('  Flood, FLOOD & more-zones ')).toEqual(['flood', 'zones']);
  });

  it('drops filler words, unless the query has nothing else', () => {
    expect(searchWords('how do I file the claim')).toEqual(['file', 'claim']);
    expect(searchWords('the')).toEqual(['the']);
  });

  it('folds accents', () => {
    expect(searchWords('Médicare')).toEqual(['medicare']);
  });

  it('has nothing to search in a blank query', () => {
    expect(searchWords('  &  ')).toEqual([]);
  });
});

describe('searchSite', () => {
  it('finds nothing for an empty query or a word nothing contains', () => {
    const index = [entry('Flood Insurance', 'Cover for rising water.')];
    expect(searchSite('', index)).toEqual([]);
    expect(searchSite('   ', index)).toEqual([]);
    expect(searchSite('zzzz', index)).toEqual([]);
  });

  it('is case-insensitive', () => {
    const index = [entry('Flood Insurance')];
    expect(titles('FLOOD', index)).toEqual(['Flood Insurance']);
    expect(titles('fLoOd', index)).toEqual(['Flood Insurance']);
  });

  it('ranks a title match above a keyword match above a description match', () => {
    const index = [
      entry('Description page', 'Everything about flood cover.'),
      entry('Keyword page', 'Nothing here.', ['flood']),
      entry('Flood page', 'Nothing here.'),
    ];
    expect(titles('flood', index)).toEqual(['Flood page', 'Keyword page', 'Description page']);
    const [title, keyword, description] = searchSite('flood', index);
    expect([title?.score, keyword?.score, description?.score]).toEqual([3, 2, 1]);
  });

  it('scores each word by the best field it matches, once', () => {
    const [result] = searchSite('flood', [entry('Flood Insurance', 'Flood flood flood.', ['flood'])]);
    expect(result?.score).toBe(3);
  });

  it('with several words, keeps only the pages matching all of them when there are any', () => {
    const index = [entry('Flood Insurance'), entry('Flood Insurance Quote', 'Request a quote.'), entry('Auto Insurance Quote')];
    expect(titles('flood quote', index)).toEqual(['Flood Insurance Quote']);
  });

  it('otherwise lists the pages matching some of the words, those matching most first', () => {
    const index = [entry('Animal cover', 'Cover for pets.'), entry('Flood Insurance'), entry('Auto Insurance')];
    expect(titles('flood pet xyzzy', index)).toEqual(['Flood Insurance', 'Animal cover']);
    const withTwo = [entry('Pet Insurance'), entry('Flood Quote', '', ['pet'])];
    expect(titles('flood pet xyzzy', withTwo)).toEqual(['Flood Quote', 'Pet Insurance']);
  });

  it('matches words from their start only', () => {
    const index = [entry('Competitive rates'), entry('Pet Insurance')];
    expect(titles('pet', index)).toEqual(['Pet Insurance']);
    expect(titles('insur', index)).toEqual(['Pet Insurance']);
  });

  it('finds the singular of a plural word', () => {
    const index = [entry('File a Claim'), entry('Pets and vets'), entry('Gas stations')];
    expect(titles('claims', index)).toEqual(['File a Claim']);
    expect(titles('pets', index)).toEqual(['Pets and vets']);
    expect(titles('gas', index)).toEqual(['Gas stations']);
  });

  it('prefers the page whose title is the query, then titles containing the whole query', () => {
    const index = [entry('Insurance for flood zones'), entry('Flood Insurance Quote'), entry('Flood Insurance')];
    expect(titles('flood insurance', index)).toEqual(['Flood Insurance', 'Flood Insurance Quote', 'Insurance for flood zones']);
  });

  it('keeps the index order for equal scores', () => {
    const index = [entry('Home guide', '', ['home']), entry('Home quote', '', ['home'])];
    expect(titles('home', index)).toEqual(['Home guide', 'Home quote']);
    expect(titles('home', [...index].reverse())).toEqual(['Home quote', 'Home guide']);
  });

  it('ignores filler words in the query', () => {
    const index = [entry('File a Claim', 'Start a claim with your carrier.'), entry('The Agency')];
    expect(titles('how do I file the claim', index)).toEqual(['File a Claim']);
  });
});

describe('searchSite in Spanish', () => {
  it('finds words with or without their accents, in either case', () => {
    const index = [entry('Búsqueda de pólizas'), entry('Presentar un reclamo'), entry('Compañías afiliadas')];
    expect(titles('poliza', index, 'es')).toEqual(['Búsqueda de pólizas']);
    expect(titles('PÓLIZA', index, 'es')).toEqual(['Búsqueda de pólizas']);
    expect(titles('busqueda', index, 'es')).toEqual(['Búsqueda de pólizas']);
    expect(titles('compania', index, 'es')).toEqual(['Compañías afiliadas']);
  });

  it('finds the singular of a plural in -s or -es', () => {
    const index = [entry('Seguro contra inundación'), entry('Cambiar el plan'), entry('Presentar un reclamo')];
    expect(titles('inundaciones', index, 'es')).toEqual(['Seguro contra inundación']);
    expect(titles('planes', index, 'es')).toEqual(['Cambiar el plan']);
    expect(titles('reclamos', index, 'es')).toEqual(['Presentar un reclamo']);
  });

  it('drops Spanish filler words, unless the query has nothing else', () => {
    expect(searchWords('¿Cómo presento un reclamo de mi póliza?', 'es')).toEqual(['presento', 'reclamo', 'poliza']);
    expect(searchWords('de la', 'es')).toEqual(['de', 'la']);
    // English filler words are not Spanish ones.
    expect(searchWords('the de', 'es')).toEqual(['the']);
  });
});

describe('the site index, searched', () => {
  const english = siteIndexIn({ locale: 'en', texts: textsIn('en') });
  const spanish = siteIndexIn({ locale: 'es', texts: textsIn('es') });
  const first = (query: string, index: SiteSearchEntry[], locale: 'en' | 'es') => searchSite(query, index, locale)[0]?.entry.href;

  it('in English, as before', () => {
    expect(first('policy changes', english, 'en')).toBe('/customerservice/policy-changes');
    expect(first('about', english, 'en')).toBe('/aboutus');
  });

  it('in Spanish, by Spanish words, with or without accents', () => {
    expect(first('cambios en la póliza', spanish, 'es')).toBe('/customerservice/policy-changes');
    expect(first('cambios en la poliza', spanish, 'es')).toBe('/customerservice/policy-changes');
    expect(first('quienes somos', spanish, 'es')).toBe('/aboutus');
    expect(first('inundación', spanish, 'es')).toBe('/products/floodinsurance');
    expect(first('inundacion', spanish, 'es')).toBe('/products/floodinsurance');
    expect(first('mascotas', spanish, 'es')).toBe('/products/petinsurance');
    expect(first('presentar un reclamo', spanish, 'es')).toBe('/customerservice/carrier-directory/claim');
    expect(first('acreedor hipotecario', spanish, 'es')).toBe('/customerservice/policy-changes/mortgagee');
    expect(searchSite('poliza', spanish, 'es').length).toBeGreaterThan(5);
    expect(searchSite('zzzz', spanish, 'es')).toEqual([]);
  });
});
