import { describe, expect, it } from 'vitest';
import { apiContract } from '../index';
import { BACK_OFFICE_ROUTES } from './back-office-routes';
import { BACK_OFFICE_API_PREFIX, BACK_OFFICE_FILE_ROUTES, BACK_OFFICE_ROUTE_ROLES, mayCall } from './route-roles';

type Route = { method: string; path: string };

/** Every route of the contract, however deep, as `group.route`. */
const contractRoutes = (router: object, prefix = ''): (Route & { name: string })[] =>
  Object.entries(router).flatMap(([key, entry]: [string, object]) =>
    'method' in entry && 'path' in entry ? [{ ...(entry as Route), name: `${prefix}${key}` }] : contractRoutes(entry, `${prefix}${key}.`),
  );

const backOfficeContractRoutes = contractRoutes(apiContract).filter((route) => route.path.startsWith(BACK_OFFICE_API_PREFIX));

describe('the table of back-office roles', () => {
  it('has a line for every /api/admin route of the contract', () => {
    expect(backOfficeContractRoutes.length).toBeGreaterThanOrEqual(26);
    const missing = backOfficeContractRoutes
      .filter((route) => !(route.name in BACK_OFFICE_ROUTE_ROLES))
      .map((route) => `${route.method} ${route.path} (${route.name})`);
    expect(missing, 'give each of these a role in contracts/back-office/route-roles.ts').toEqual([]);
  });

  it('has no line for a route that does not exist', () => {
    const names = new Set([...backOfficeContractRoutes.map((route) => route.name), ...Object.keys(BACK_OFFICE_FILE_ROUTES)]);
    expect(Object.keys(BACK_OFFICE_ROUTE_ROLES).filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives the middleware every route, each with its role, the contract’s first and in the contract’s order', () => {
    const expected = [...backOfficeContractRoutes, ...Object.entries(BACK_OFFICE_FILE_ROUTES).map(([name, route]) => ({ ...route, name }))];
    expect(BACK_OFFICE_ROUTES.map(({ name, method, path }) => ({ name, method, path }))).toEqual(
      expected.map(({ name, method, path }) => ({ name, method, path })),
    );
    expect(BACK_OFFICE_ROUTES.filter((route) => route.access === undefined)).toEqual([]);
  });

  it('keeps the mail, the staff pages and the audit log for administrators, and sign-in and set-up open', () => {
    const accessOf = (path: string) => BACK_OFFICE_ROUTES.filter((route) => route.path.startsWith(path)).map((route) => route.access);
    expect(accessOf('/api/admin/mail')).toEqual(['admin', 'admin', 'admin']);
    expect(new Set(accessOf('/api/admin/audit-log'))).toEqual(new Set(['admin']));
    expect(new Set(accessOf('/api/admin/auth/'))).toEqual(new Set(['anyone']));
    expect(BACK_OFFICE_ROUTES.filter((route) => route.access === 'anyone').every((route) => route.path.startsWith('/api/admin/auth/'))).toBe(true);
  });

  it('lets an administrator call every route and an agent every route but an administrator’s', () => {
    expect([mayCall('admin', 'admin'), mayCall('admin', 'agent'), mayCall('admin', 'anyone')]).toEqual([true, true, true]);
    expect([mayCall('agent', 'admin'), mayCall('agent', 'agent'), mayCall('agent', 'anyone')]).toEqual([false, true, true]);
  });
});
