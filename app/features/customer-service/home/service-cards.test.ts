import { describe, expect, it } from 'vitest';
import { translatorFor } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';
import { filterServiceCards, serviceCardGroups } from './service-cards';
import { CUSTOMER_SERVICE_TEXT } from './text';

const groupsIn = (locale: Locale) => serviceCardGroups(translatorFor(CUSTOMER_SERVICE_TEXT, locale), locale);
const SERVICE_CARD_GROUPS = groupsIn('en');

const titles = (query: string, locale: Locale = 'en') => filterServiceCards(groupsIn(locale), query).flatMap((group) => group.cards.map((card) => card.title));

describe('filterServiceCards', () => {
  it('shows every card for an empty or blank query', () => {
    expect(titles('')).toHaveLength(11);
    expect(titles('   ')).toHaveLength(11);
  });

  it('matches the title whatever its case', () => {
    expect(titles('LIVE CHAT')).toEqual(['Live Chat Support']);
    expect(titles('make a pay')).toEqual(['Make a Payment']);
  });

  it('matches the description too, and keeps only the groups with a match', () => {
    const groups = filterServiceCards(SERVICE_CARD_GROUPS, 'mortgagee');
    expect(groups.map((group) => group.id)).toEqual(['customer', 'lender']);
    expect(titles('mortgagee')).toEqual(['Policy Changes', 'Lender Service Portal']);
  });

  it('finds the request status card by the words a person follows a request with', () => {
    for (const query of ['status', 'Track', 'reference', 'my request']) expect(titles(query), query).toContain("Check a Request's Status");
  });

  it('finds nothing for an unknown word', () => {
    expect(filterServiceCards(SERVICE_CARD_GROUPS, 'zebra')).toEqual([]);
  });

  it('in Spanish, finds the cards by their Spanish words, accents or not, and the request status card by its keywords', () => {
    expect(titles('hipotecario', 'es')).toEqual(['Cambios en la póliza', 'Portal de servicio para prestamistas']);
    expect(titles('POLIZA', 'es')).toEqual(titles('póliza', 'es'));
    expect(titles('poliza', 'es')).toContain('Búsqueda de pólizas');
    for (const query of ['seguimiento', 'Rastrear', 'mi solicitud']) expect(titles(query, 'es'), query).toEqual(['Estado de una solicitud']);
    expect(titles('track', 'es')).toEqual([]);
  });

  it('in Spanish, gives the same cards, leading to the same pages, the phone line named as it is', () => {
    const [en, es] = [SERVICE_CARD_GROUPS, groupsIn('es')].map((groups) => groups.flatMap((group) => group.cards));
    expect(es!.map((card) => [card.id, card.icon, card.action.kind === 'link' ? card.action.href : card.action.kind])).toEqual(
      en!.map((card) => [card.id, card.icon, card.action.kind === 'link' ? card.action.href : card.action.kind]),
    );
    expect(es!.find((card) => card.id === 'phone')!.description).toBe('Hable con un agente. Teléfono: lun. a vie., 8 a. m. a 6 p. m. (hora del Este).');
  });
});

describe('the text shown when no card matches', () => {
  it('has the spec wording', () => {
    expect(translatorFor(CUSTOMER_SERVICE_TEXT, 'en')('search.none', { query: 'zebra' })).toBe(
      'No services found matching "zebra". Please try different keywords.',
    );
  });
});
