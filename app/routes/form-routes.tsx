/**
 * The described submission forms' pages (contracts/forms/form-pages.ts), each shown by its feature's
 * FormPage.tsx (app/features/<feature>/FormPage.tsx, found by import.meta.glob: adding a form edits no list
 * of the app). The route table reaches this module only for a path no page of site/pages.ts matched, and
 * lazily: the descriptors carry their forms' schemas, which no other page's first load should.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormPortal } from '@contracts/forms';
import { SUBMISSION_FORM_PAGES } from '@contracts/forms/form-pages';
import { matchPattern } from '@site/pages';

type FormPageProps = { portalType: FormPortal };
type FormPageModule = { FormPage: ComponentType<FormPageProps> };

const FORM_PAGE_MODULES = import.meta.glob<FormPageModule>('../features/**/FormPage.tsx');

/** Where a descriptor's page finds its code. */
const formPageModule = (feature: string) => `../features/${feature}/FormPage.tsx`;

export const hasFormPage = (feature: string) => formPageModule(feature) in FORM_PAGE_MODULES;

const LAZY_FORM_PAGES = new Map<string, LazyExoticComponent<ComponentType<FormPageProps>>>(
  SUBMISSION_FORM_PAGES.map(({ feature }) => [
    feature,
    lazy(async () => {
      const load = FORM_PAGE_MODULES[formPageModule(feature)];
      if (!load) throw new Error(`No app/features/${feature}/FormPage.tsx.`);
      return { default: (await load()).FormPage };
    }),
  ]),
);

/** The described form whose page this path is, in that page's portal; `otherwise` (the not-found page) for any other path. */
export function SubmissionFormRoute({ otherwise }: { otherwise: ReactNode }) {
  const { pathname } = useLocation();
  const page = SUBMISSION_FORM_PAGES.find((candidate) => matchPattern(candidate.path, pathname) !== null);
  const Page = page && LAZY_FORM_PAGES.get(page.feature);
  return Page ? <Page key={page.path} portalType={page.portal} /> : otherwise;
}
