import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, redirect, useParams, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { PageLoader } from '../layout/PageLoader';
import { SiteLayout } from '../layout/SiteLayout';
import type { PageRoute } from './page-route';
import { PAGE_ROUTES } from './page-routes';
import { REDIRECTS } from './redirects';

const NotFoundPage = lazy(async () => ({ default: (await import('../features/not-found/NotFoundPage')).NotFoundPage }));

/** A page whose params its route refuses shows the not-found page instead. */
const guarded = (Page: ComponentType, accepts: NonNullable<PageRoute['accepts']>) =>
  function GuardedPage() {
    const params = useParams() as Record<string, string>;
    return accepts(params) ? <Page /> : <NotFoundPage />;
  };

const pageRouteObject = ({ path, accepts, load }: PageRoute): RouteObject => ({
  path,
  lazy: async () => {
    const { Component } = await load();
    return { Component: accepts ? guarded(Component, accepts) : Component };
  },
});

const redirectRoutes: RouteObject[] = REDIRECTS.map(({ from, to }) => ({
  path: from,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
}));

/**
 * The route table of the three specifications, made from the features' page lists. Each page is loaded
 * lazily. Routes whose pages are not built yet are absent and fall to the not-found page, the catch-all.
 */
export const routeTable: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      ...redirectRoutes,
      ...PAGE_ROUTES.map(pageRouteObject),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeTable);
