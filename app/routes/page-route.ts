import type { ComponentType } from 'react';
import type { PagePattern } from '@site/pages';

/**
 * A page of the route table: its pattern from site/pages.ts (which the server reads too) and its code.
 * Each feature lists its pages in its own `routes.ts`; app/routes/page-routes.ts gathers them. Keep those
 * files free of JSX and static component imports.
 */
export type PageRoute = PagePattern & {
  /** The page's code, loaded when the page is first visited. */
  load: () => Promise<{ Component: ComponentType }>;
};
