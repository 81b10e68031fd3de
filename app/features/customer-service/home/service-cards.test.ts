import { describe, expect, it } from 'vitest';
import { filterServiceCards, noServicesFound, SERVICE_CARD_GROUPS } from './service-cards';

const titles = (query: string) => filterServiceCards(SERVICE_CARD_GROUPS, query).flatMap((group) => group.cards.map((card) => card.title));

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
});

describe('noServicesFound', () => {
  it('has the spec wording', () => {
    expect(noServicesFound('zebra')).toBe('No services found matching "zebra". Please try different keywords.');
  });
});
