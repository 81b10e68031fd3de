import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { PageLoader } from '../layout/PageLoader';
import { SiteLayout } from '../layout/SiteLayout';
import { PAGE_ROUTES } from './page-routes';
import { REDIRECTS } from './redirects';

const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
}));

/**
 * The route table of the three specifications. Each page is loaded lazily. Routes whose pages are not
 * built yet are absent and fall to the not-found page, which is also the catch-all.
 */
export const routeTable: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      ...redirectRoutes,
      {
        path: PAGE_ROUTES.simpleQuote.path,
        lazy: async () => ({ Component: (await import('../features/quotes/simple-quote/SimpleQuoteRoute')).SimpleQuoteRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeTable);
