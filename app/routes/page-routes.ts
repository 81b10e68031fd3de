import { QUOTE_ROUTE_PRODUCT_TYPES } from './paths';

type PageRoute = {
  /** A react-router path pattern: static segments and :params. */
  path: string;
  /** A further rule on the params, for patterns that share a shape with another page's. */
  accepts?: (params: Record<string, string>) => boolean;
};

/**
 * The pages that are built, by pattern. The route table takes its paths from here, and the server answers
 * a path that matches none of them with status 404 (the app then shows the not-found page).
 */
export const PAGE_ROUTES = {
  simpleQuote: {
    path: '/quotes/:id',
    // The 8 product-type slugs of /quotes/{productType} are the standard form's page, not this one.
    accepts: ({ id }) => !(QUOTE_ROUTE_PRODUCT_TYPES as readonly string[]).includes(id),
  },
} satisfies Record<string, PageRoute>;

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
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
  return Object.values(PAGE_ROUTES).some((route: PageRoute) => {
    const params = matchPattern(route.path, pathname);
    return params !== null && (route.accepts?.(params) ?? true);
  });
}
