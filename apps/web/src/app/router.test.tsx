import { PAGE_PATHS } from '@marketplace/contract';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPages } from './admin-routes.tsx';
import { ADMIN_ROUTE_ID, appRoutes } from './router.tsx';

/** The app's routes with the console's pages in place, as a router has them once it went there. */
function withAdminPages(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    children:
      route.id === ADMIN_ROUTE_ID
        ? [...(route.children ?? []), ...adminPages]
        : route.children && withAdminPages(route.children),
  })) as RouteObject[];
}
const routes = withAdminPages(appRoutes(new QueryClient()));

/** The full path of every route that shows a page (index routes take their parent's). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ?? parent;
    const own = route.index || (route.path && !route.children) ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('router', () => {
  it('has exactly the pages of the contract, which the server answers 200 for, and not-found', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set([...Object.values(PAGE_PATHS), '*']));
  });

  it('shows every page of the contract at its path and not-found elsewhere', () => {
    for (const pattern of Object.values(PAGE_PATHS)) {
      const path = pattern.replace(/:id\b/g, '12').replace(/:\w+/g, 'x');
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });
});
