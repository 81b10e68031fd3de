import { describe, expect, it } from 'vitest';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import { BACK_OFFICE_PAGES, PAGES } from '@site/pages';
import { backOfficeRoutes } from '../features/back-office/routes';
import { hasFormPage } from './form-routes';
import { PAGE_ROUTES } from './page-routes';

describe('PAGE_ROUTES', () => {
  it('gives every page of site/pages.ts its code, once, and nothing else (a described form’s page is its descriptor’s)', () => {
    const formPaths = SUBMISSION_FORM_PAGES.map((page) => page.path);
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual(
      Object.values(PAGES)
        .map((page) => page.path)
        .sort(),
    );
    expect(Object.values(PAGES).filter((page) => formPaths.includes(page.path))).toEqual([]);
  });

  it.each(SUBMISSION_FORM_PAGES.map((page) => [page.path, page.feature] as const))('finds the FormPage of %s in app/features/%s', (_, feature) =>
    expect(hasFormPage(feature)).toBe(true),
  );

  it('gives every back office page its code, once', () => {
    expect(backOfficeRoutes.map((route) => route.path).sort()).toEqual(
      Object.values(BACK_OFFICE_PAGES)
        .map((page) => page.path)
        .sort(),
    );
  });
});
