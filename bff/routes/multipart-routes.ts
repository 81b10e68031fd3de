import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { Request } from 'express';

/** The contract's routes that take multipart/form-data, as method + path pattern. */
function multipartRoutesOf(router: AppRouter): { method: string; pattern: RegExp }[] {
  return Object.values(router).flatMap((entry) => {
    if (!isAppRoute(entry)) return multipartRoutesOf(entry as AppRouter);
    const route = entry as AppRoute & { contentType?: string };
    if (route.contentType !== 'multipart/form-data') return [];
    const pattern = new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
    return [{ method: route.method, pattern }];
  });
}

/**
 * Whether a request goes to a route the contract declares multipart: the JSON-only rule of the API lets
 * these through to their own streaming parser (bff/middleware/multipart-upload.ts).
 */
export function multipartRouteMatcher(router: AppRouter): (req: Request) => boolean {
  const routes = multipartRoutesOf(router);
  return (req) => {
    const path = req.originalUrl.split('?')[0] ?? '';
    return routes.some((route) => route.method === req.method && route.pattern.test(path));
  };
}
