import { PAGES } from '@site/pages';
import type { PageRoute } from '../../routes/page-route';

/** The state-insurer letter guidance and its upload-and-sign flow (seed 001 §2, §4). */
export const stateInsurerRoutes: PageRoute[] = [
  {
    ...PAGES.citizens,
    load: async () => ({ Component: (await import('./CitizensPage')).CitizensPage }),
  },
  {
    ...PAGES.citizensUpload,
    load: async () => ({ Component: (await import('./CitizensUploadPage')).CitizensUploadPage }),
  },
];
