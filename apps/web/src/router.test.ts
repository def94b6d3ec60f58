import { APP_ROUTES, PUBLIC_ROUTES, isPublicPath } from '@aura/contracts';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from './router.tsx';
import type { RouterContext } from './routing/route-context.ts';

interface Registered {
  fullPath: string;
  guarded: boolean;
  keepAlive: boolean;
}

/** The leaf routes of the tree, and whether they sit under the guarded `member` route. */
function leaves(route: AnyRoute, guarded = false): Registered[] {
  const children = (route.children ?? []) as AnyRoute[];
  const underGuard = guarded || route.options.beforeLoad !== undefined;
  if (children.length === 0)
    return [
      {
        fullPath: route.fullPath as string,
        guarded: underGuard,
        keepAlive: route.options.staticData?.keepAlive === true,
      },
    ];
  return children.flatMap((child) => leaves(child, underGuard));
}

// A router gives each route its full path.
createRouter({ routeTree, context: {} as RouterContext });
const registered = leaves(routeTree as AnyRoute);

describe('the route table', () => {
  it('registers every route of the spec once', () => {
    expect(registered.map((route) => route.fullPath).sort()).toEqual(Object.values(APP_ROUTES).sort());
  });

  it('guards exactly the routes that are not public', () => {
    const publicPaths = PUBLIC_ROUTES.map((name) => APP_ROUTES[name]).sort();
    expect(
      registered
        .filter((route) => !route.guarded)
        .map((route) => route.fullPath)
        .sort(),
    ).toEqual(publicPaths);
    for (const route of registered) {
      const example = route.fullPath.replace(/\$\w*/g, 'x');
      expect(isPublicPath(example), route.fullPath).toBe(!route.guarded);
    }
  });

  it('keeps the wall alive, and only the wall', () => {
    expect(registered.filter((route) => route.keepAlive).map((route) => route.fullPath)).toEqual([
      APP_ROUTES.wall,
    ]);
  });
});
