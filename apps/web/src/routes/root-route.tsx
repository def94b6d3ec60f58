import { Navigate, createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../layout/app-layout.tsx';
import type { RouterContext } from '../routing/route-context.ts';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  // Unknown paths go to the root (spec §2), keeping the language prefix.
  notFoundComponent: () => <Navigate to="/" replace />,
});
