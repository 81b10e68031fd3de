import { aboutUsRoutes } from '../features/about-us/routes';
import { customerServiceRoutes } from '../features/customer-service/routes';
import { evidenceOfInsuranceRoutes } from '../features/evidence-of-insurance/routes';
import { homeRoutes } from '../features/home/routes';
import { policySearchRoutes } from '../features/policy-search/routes';
import { productGuideRoutes } from '../features/product-guides/routes';
import { quoteRoutes } from '../features/quotes/routes';
import type { PageRoute } from './page-route';

/**
 * The pages that are built, gathered from the features. The route table is made from these, and the
 * server answers a path that matches none of them with status 404 (the app then shows the not-found page).
 */
export const PAGE_ROUTES: PageRoute[] = [...homeRoutes, ...quoteRoutes, ...productGuideRoutes, ...aboutUsRoutes, ...customerServiceRoutes, ...policySearchRoutes, ...evidenceOfInsuranceRoutes];

/** The params of a path under a pattern, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = pathname.split('/').filter(Boolean);
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const actual = pathSegments[index];
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

/** Whether a path shows a built page (anything else shows the not-found page). */
export function isPagePath(pathname: string): boolean {
  return PAGE_ROUTES.some((route) => {
    const params = matchPattern(route.path, pathname);
    return params !== null && (route.accepts?.(params) ?? true);
  });
}
