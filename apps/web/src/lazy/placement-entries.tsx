// The operator's location entries of a placement (the rewards' chunk, which a signed-in user's popup host has
// loaded already): shown by the match and search pages, nothing while the chunk loads.
import { lazy, Suspense, type ComponentProps } from 'react';

const Entries = lazy(() =>
  import('../routes/rewards-route-pages.tsx').then((pages) => ({ default: pages.PlacementEntries })),
);

export function PlacementEntries(props: ComponentProps<typeof Entries>) {
  return (
    <Suspense fallback={null}>
      <Entries {...props} />
    </Suspense>
  );
}
