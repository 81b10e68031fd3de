import { describe, expect, it } from 'vitest';
import { PAGES } from '@site/pages';
import { PAGE_ROUTES } from './page-routes';

describe('PAGE_ROUTES', () => {
  it('gives every page of site/pages.ts its code, once, and nothing else', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      Object.values(PAGES)
        .map((page) => page.path)
        .sort(),
    );
  });
});
