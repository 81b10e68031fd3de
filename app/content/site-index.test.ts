import { describe, expect, it } from 'vitest';
import { MAILING_ADDRESS_FORM } from '@contracts/policy-changes/mailing-address.form';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { guideSearchEntriesIn } from './guides/search-entries';
import { aboutSearchEntries, buildSiteIndex, portalSearchEntries, quoteSearchEntries, siteIndexIn, siteSectionOf } from './site-index';
import type { SiteSearchEntry } from './site-search';

const hrefs = (entries: SiteSearchEntry[]) => entries.map((entry) => entry.href);
const language = (locale: Locale) => ({ locale, texts: textsIn(locale) });
const SITE_INDEX = siteIndexIn(language('en'));
const SPANISH_INDEX = siteIndexIn(language('es'));
const byHref = (index: SiteSearchEntry[], href: string) => index.find((entry) => entry.href === href);

describe('the site index', () => {
  it('lists each page once', () => {
    expect(new Set(hrefs(SITE_INDEX)).size).toBe(SITE_INDEX.length);
  });

  it('holds the guides, the quote pages, the portal pages and About Us', () => {
    const en = language('en');
    for (const entry of [...guideSearchEntriesIn(en.texts), ...quoteSearchEntries(en), ...portalSearchEntries(en.texts), ...aboutSearchEntries(en.texts)]) {
      expect(hrefs(SITE_INDEX)).toContain(entry.href);
    }
    expect(hrefs(SITE_INDEX)).toEqual(
      expect.arrayContaining([
        '/chooseproducts',
        '/aboutus',
        '/customerservice',
        '/customerservice/policy-search',
        '/customerservice/carrier-directory/payment',
        '/customerservice/carrier-directory/claim',
        '/customerservice/policy-changes',
        '/customerservice/policy-changes/mailing-address',
        '/customerservice/lender-requests',
        '/customerservice/document-management',
        '/customerservice/citizens',
      ]),
    );
  });

  it('names the mailing address change as its form does (without loading the form)', () => {
    expect(hrefs(SITE_INDEX)).toContain(MAILING_ADDRESS_FORM.pages[0]!.path);
  });

  it('has a title, a description and keywords for every page, and only our own addresses', () => {
    for (const entry of [...SITE_INDEX, ...SPANISH_INDEX]) {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
      expect(entry.keywords.length).toBeGreaterThan(0);
      expect(entry.href.startsWith('/')).toBe(true);
    }
  });

  it('says in English what it always said', () => {
    expect(byHref(SITE_INDEX, '/quotes/flood?productType=Flood+Insurance')).toEqual({
      title: 'Flood Insurance Quote',
      description: 'Request a flood insurance quote. An expert contacts you within 24 hours with quotes from top-rated insurers.',
      href: '/quotes/flood?productType=Flood+Insurance',
      keywords: ['quote', 'price', 'rates', 'flood zone', 'nfip', 'water'],
    });
    expect(byHref(SITE_INDEX, '/customerservice/policy-search')?.description).toBe('Look up a policy by its policy number or the customer’s name.');
    expect(byHref(SITE_INDEX, '/products/floodinsurance')?.title).toBe('Flood Insurance Guide');
    expect(byHref(SITE_INDEX, '/products/floodinsurance')?.keywords).toEqual(expect.arrayContaining(['Flood Insurance', 'Flood', 'Flood insurance', 'guide']));
  });

  it('in Spanish: the same pages at the same addresses, every word Spanish', () => {
    expect(hrefs(SPANISH_INDEX)).toEqual(hrefs(SITE_INDEX));
    expect(byHref(SPANISH_INDEX, '/quotes/flood?productType=Flood+Insurance')).toEqual({
      title: 'Seguro contra inundaciones: cotización',
      description:
        'Seguro contra inundaciones: solicite una cotización. Un experto se comunica con usted en un plazo de 24 horas con cotizaciones de aseguradoras de primer nivel.',
      href: '/quotes/flood?productType=Flood+Insurance',
      keywords: ['cotización', 'cotizar', 'precio', 'tarifas', 'zona de inundación', 'nfip', 'agua'],
    });
    expect(byHref(SPANISH_INDEX, '/customerservice/policy-search')?.title).toBe('Búsqueda de pólizas');
    expect(byHref(SPANISH_INDEX, '/products/floodinsurance')?.title).toBe('Seguro contra inundaciones: guía');
    expect(byHref(SPANISH_INDEX, '/products/floodinsurance#questions')).toMatchObject({
      title: 'Seguro contra inundaciones: Preguntas frecuentes',
      description: '¿El seguro de hogar cubre los daños por inundación?',
    });
    expect(byHref(SPANISH_INDEX, '/products/pet-insurance')?.title).toBe('Seguro para mascotas');
    // No English title or description is left (the names of programs and of the agency's products aside).
    const english = /\b(the|and|your|insurance|quote|policy|request)\b/i;
    expect(SPANISH_INDEX.filter((entry) => english.test(`${entry.title} ${entry.description}`)).map((entry) => entry.title)).toEqual([]);
  });
});

describe('buildSiteIndex', () => {
  it('keeps the first entry of an address', () => {
    const first = { title: 'Flood guide', description: 'a', href: '/products/floodinsurance', keywords: [] };
    const second = { ...first, title: 'Flood again' };
    const other = { ...first, href: '/aboutus' };
    expect(buildSiteIndex([first], [second, other])).toEqual([first, other]);
  });
});

describe('siteSectionOf', () => {
  it.each([
    ['/products/floodinsurance', 'Product guide', 'Guía de productos'],
    ['/customerservice/policy-search', 'Customer service', 'Servicio al cliente'],
    ['/customerservice/lender-requests/proof-of-insurance', 'Lender portal', 'Portal para prestamistas'],
    ['/quotes/flood?productType=Flood+Insurance', 'Get a quote', 'Cotizar'],
    ['/chooseproducts', 'Get a quote', 'Cotizar'],
    ['/aboutus', 'About us', 'Quiénes somos'],
    ['/elsewhere', 'Page', 'Página'],
  ])('%s is a %s (%s)', (href, english, spanish) => {
    expect(siteSectionOf(href, textsIn('en'))).toBe(english);
    expect(siteSectionOf(href, textsIn('es'))).toBe(spanish);
  });
});
