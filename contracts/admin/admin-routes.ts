/** Every back-office route, from the contract and beside it, with who may call it (route-roles.ts), in the order the BFF mounts them. */
import { apiContract } from '../index';
import { ADMIN_API_PREFIX, ADMIN_FILE_ROUTES, ADMIN_ROUTE_ROLES, type AdminRouteAccess } from './route-roles';

/**
 * `access` is undefined for a route with no line in ADMIN_ROUTE_ROLES (which its type forbids, unless a path
 * is not a literal): route-roles.test.ts names it, and the middleware never opens it.
 */
export type AdminRoute = { name: string; method: string; path: string; access: AdminRouteAccess | undefined };

type RouteShape = { method: string; path: string };

const accessOf = (name: string): AdminRouteAccess | undefined => (ADMIN_ROUTE_ROLES as Partial<Record<string, AdminRouteAccess>>)[name];

const contractRoutes = Object.entries(apiContract).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, RouteShape>)
    .filter(([, route]) => route.path.startsWith(`${ADMIN_API_PREFIX}/`))
    .map(([name, route]) => ({ name: `${group}.${name}`, method: route.method, path: route.path })),
);

const fileRoutes = Object.entries(ADMIN_FILE_ROUTES).map(([name, route]) => ({ name, method: route.method, path: route.path }));

export const ADMIN_ROUTES: AdminRoute[] = [...contractRoutes, ...fileRoutes].map((route) => ({ ...route, access: accessOf(route.name) }));
