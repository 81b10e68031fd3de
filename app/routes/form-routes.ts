import { createElement, type ComponentType } from 'react';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import type { FormPortal } from '@contracts/forms';
import type { PageRoute } from './page-route';

/** A form page: a feature's form (app/features/<feature>/FormPage.tsx) in the portal of the page that shows it. */
type FormPageModule = { FormPage: ComponentType<{ portalType: FormPortal }> };

/** Every feature's form page, each loaded when first shown: adding a form edits no list of the app. */
const FORM_PAGE_MODULES = import.meta.glob<FormPageModule>('../features/**/FormPage.tsx');

/** Where a descriptor's page finds its code. */
export const formPageModule = (feature: string) => `../features/${feature}/FormPage.tsx`;

export const hasFormPage = (feature: string) => formPageModule(feature) in FORM_PAGE_MODULES;

/** The described submission forms' pages (contracts/forms/form-pages.ts), each with its feature's FormPage. */
export const SUBMISSION_FORM_ROUTES: PageRoute[] = SUBMISSION_FORM_PAGES.map(({ path, feature, portal }) => ({
  path,
  load: async () => {
    const load = FORM_PAGE_MODULES[formPageModule(feature)];
    if (!load) throw new Error(`No app/features/${feature}/FormPage.tsx for ${path}.`);
    const { FormPage } = await load();
    return { Component: () => createElement(FormPage, { portalType: portal }) };
  },
}));
