import type { ComponentType } from 'react';

/**
 * A page of the route table. Each feature lists its pages in its own `routes.ts`; the router and the
 * server's 404 rule both read those lists (app/routes/page-routes.ts), so a page is declared once.
 * Keep these files free of JSX and static component imports: the server reads them too.
 */
export type PageRoute = {
  /** A react-router path pattern: static segments and :params. */
  path: string;
  /** A further rule on the params; a path it refuses shows the not-found page (and the server says 404). */
  accepts?: (params: Record<string, string>) => boolean;
  /** The page's code, loaded when the page is first visited. */
  load: () => Promise<{ Component: ComponentType }>;
};
