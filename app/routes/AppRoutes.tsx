import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { backOfficeRoutes } from '../features/back-office/routes';
import { ContactWidget } from '../features/contact-widget/ContactWidget';
import { PageLoader } from '../layout/PageLoader';
import { SiteLayout } from '../layout/SiteLayout';
import type { PageRoute } from './page-route';
import { PAGE_ROUTES } from './page-routes';
import { REDIRECTS } from '@site/redirects';

const BackOfficeLayout = lazy(async () => ({ default: (await import('../features/back-office/BackOfficeLayout')).BackOfficeLayout }));
const NotFoundPage = lazy(async () => ({ default: (await import('../features/not-found/NotFoundPage')).NotFoundPage }));
/** A described submission form's page (contracts/forms), else the not-found page. */
const SubmissionFormRoute = lazy(async () => ({ default: (await import('./form-routes')).SubmissionFormRoute }));

/** Each page's code, loaded when the page is first shown (SiteLayout's Suspense shows the loader meanwhile). */
const LAZY_PAGES = new Map<PageRoute, LazyExoticComponent<ComponentType>>(
  [...PAGE_ROUTES, ...backOfficeRoutes].map((route) => [route, lazy(async () => ({ default: (await route.load()).Component }))]),
);

/** A page whose params its route refuses shows the not-found page instead. */
function RoutePage({ route }: { route: PageRoute }) {
  const params = useParams() as Record<string, string>;
  const Page = LAZY_PAGES.get(route)!;
  return route.accepts && !route.accepts(params) ? <NotFoundPage /> : <Page />;
}

/** A redirect of the route tables, keeping the query string (customerType, for instance). */
function RedirectKeepingQuery({ to }: { to: string }) {
  return <Navigate replace to={`${to}${useLocation().search}`} />;
}

/**
 * The route table of the three specifications, made from the features' page lists, then the described
 * submission forms' pages (their descriptors name them); any other path falls to the not-found page, the
 * catch-all.
 *
 * Declarative routes rather than a data router: the app loads no route data, and the data router's code
 * would add about 16 KB (gzip) to every page's first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<PageLoader />}>
            <BackOfficeLayout />
          </Suspense>
        }
      >
        {backOfficeRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
      </Route>
      <Route element={<SiteLayout widget={<ContactWidget />} />}>
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from} element={<RedirectKeepingQuery to={to} />} />
        ))}
        {PAGE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<SubmissionFormRoute otherwise={<NotFoundPage />} />} />
      </Route>
    </Routes>
  );
}
