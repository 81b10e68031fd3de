import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_PAGES, PAGES } from '@site/pages';
import { backOfficeRoutes } from '../features/back-office/routes';
import { PAGE_ROUTES } from './page-routes';

describe('PAGE_ROUTES', () => {
  it('gives every page of site/pages.ts its code, once, and nothing else', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      Object.values(PAGES)
        .map((page) => page.path)
        .sort(),
    );
  });

  it('gives every back office page its code, once', () => {
    expect(backOfficeRoutes.map((route) => route.path).sort()).toEqual(
      Object.values(BACK_OFFICE_PAGES)
        .map((page) => page.path)
        .sort(),
    );
  });
});
