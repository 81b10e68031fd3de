import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { PageLoader } from '../layout/PageLoader';
import { redirectRoutes } from './redirects';

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
        // /quotes/{id}?productType=...; the 8 product-type slugs of /quotes/{productType} are another page.
        path: '/quotes/:id',
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
