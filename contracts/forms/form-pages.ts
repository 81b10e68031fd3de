/**
 * The pages where the described forms are filled in (each descriptor's `pages`): the app's route table gives
 * each its feature's FormPage, and the server answers them 200, as it does site/pages.ts's.
 */
import { matchPattern } from '@site/pages';
import { SUBMISSION_FORMS } from './index';

export const SUBMISSION_FORM_PAGES = SUBMISSION_FORMS.flatMap((form) => form.pages.map((page) => ({ ...page, form: form.name })));

/** Whether a path is a described form's page. */
export const isSubmissionFormPath = (pathname: string): boolean => SUBMISSION_FORM_PAGES.some((page) => matchPattern(page.path, pathname) !== null);
