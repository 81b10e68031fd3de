import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** Where the link to a form kept for later leads. */
export const finishFormRoutes: PageRoute[] = [{ ...PAGES.finishForm, load: async () => ({ Component: (await import('./FinishFormPage')).FinishFormPage }) }];
