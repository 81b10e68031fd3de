import { IconBuildingBank, IconFileSearch, IconPencil } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import { menuItems } from './form-menu-items';

describe('a portal menu’s cards', () => {
  it('are its own and its described forms’, by order, each form with its feature’s icon', () => {
    const items = menuItems('customer', [{ title: 'Policy Search', description: 'Find a policy.', href: '/search', icon: IconFileSearch, order: 30 }]);
    const titles = items.map((item) => item.title);
    expect(titles.slice(0, 2)).toEqual(['Mortgagee Changes', 'Policy Search']);
    expect(titles.at(-1)).toBe('Other Policy Changes');
    expect(items.find((item) => item.title === 'Mortgagee Changes')?.icon).toBe(IconBuildingBank);
    expect(items.find((item) => item.title === 'Other Policy Changes')?.icon).toBe(IconPencil);
    expect(items.every((item) => !('order' in item))).toBe(true);
  });

  it('hold every described page with a menu entry, in its own portal only', () => {
    for (const portal of ['customer', 'lender'] as const) {
      const hrefs = menuItems(portal, []).map((item) => item.href);
      expect(hrefs).toEqual(
        SUBMISSION_FORM_PAGES.filter((page) => page.portal === portal && page.menu)
          .sort((a, b) => a.menu!.order - b.menu!.order)
          .map((page) => page.path),
      );
    }
    expect(menuItems('lender', []).map((item) => item.title)).toContain('Mortgagee Change');
  });
});
