/** Every back-office route, from the contract and beside it, with who may call it (route-roles.ts), in the order the BFF mounts them. */
import { apiContract } from '../index';
import { BACK_OFFICE_API_PREFIX, BACK_OFFICE_FILE_ROUTES, BACK_OFFICE_ROUTE_ROLES, type BackOfficeRouteAccess } from './route-roles';

/**
 * `access` is undefined for a route with no line in BACK_OFFICE_ROUTE_ROLES (which its type forbids, unless a path
 * is not a literal): route-roles.test.ts names it, and the middleware never opens it.
 */
export type BackOfficeRoute = { name: string; method: string; path: string; access: BackOfficeRouteAccess | undefined };

type RouteShape = { method: string; path: string };

const accessOf = (name: string): BackOfficeRouteAccess | undefined => (BACK_OFFICE_ROUTE_ROLES as Partial<Record<string, BackOfficeRouteAccess>>)[name];

const contractRoutes = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, RouteShape>)
    .filter(([, route]) => route.path.startsWith(`${BACK_OFFICE_API_PREFIX}/`))
    .map(([name, route]) => ({ name: `${group}.${name}`, method: route.method, path: route.path })),
);

const fileRoutes = Object.entries(BACK_OFFICE_FILE_ROUTES).map(([name, route]) => ({ name, method: route.method, path: route.path }));

export const BACK_OFFICE_ROUTES: BackOfficeRoute[] = [...contractRoutes, ...fileRoutes].map((route) => ({ ...route, access: accessOf(route.name) }));
