import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { Suspense, useState, type ComponentType } from 'react';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Keep the page mounted, hidden, while other routes are shown, so that it comes back as it was left (spec §2:
     * the wall). Its component is rendered by the layout, not the router, so it reads the store, not route params.
     */
    keepAlive?: boolean;
  }
}

interface Kept {
  generation: string;
  routeIds: readonly string[];
}

export interface KeepAliveOutletProps {
  /** Kept pages are let go when this changes (a sign-out, say: the next user must not see them). */
  generation: string;
}

/**
 * The router's outlet, except for routes marked `keepAlive`: those are mounted here on first visit and stay
 * mounted, hidden (`hidden`, so out of the accessibility tree and the tab order), while another route is shown.
 */
export function KeepAliveOutlet({ generation }: KeepAliveOutletProps) {
  const router = useRouter();
  // The page shown, once every match on its way has loaded: an unknown path below a kept page (/wall/x) leaves the
  // guard's match pending and belongs to the root's not-found handling, through the outlet.
  const leafId = useMatches({
    select: (matches) =>
      matches.every((match) => match.status === 'success') ? matches.at(-1)?.routeId : undefined,
  });
  const leaf = leafId === undefined ? undefined : router.routesById[leafId];
  const showsKept = leaf?.options.staticData?.keepAlive === true;

  const [kept, setKept] = useState<Kept>({ generation, routeIds: [] });
  let routeIds = kept.generation === generation ? kept.routeIds : [];
  if (showsKept && leafId !== undefined && !routeIds.includes(leafId)) routeIds = [...routeIds, leafId];
  if (routeIds !== kept.routeIds || generation !== kept.generation) setKept({ generation, routeIds });

  return (
    <>
      {!showsKept && <Outlet />}
      {routeIds.map((routeId) => {
        const Page = router.routesById[routeId as keyof typeof router.routesById]?.options.component as
          ComponentType | undefined;
        if (!Page) return null;
        return (
          // Keyed by generation too: a page kept for one user is never handed to the next.
          <div
            key={`${generation}:${routeId}`}
            className="keep-alive"
            data-route={routeId}
            hidden={routeId !== leafId}
          >
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          </div>
        );
      })}
    </>
  );
}
