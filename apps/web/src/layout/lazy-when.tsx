import { Suspense, useState, type ReactNode } from 'react';
import { PopupSpinner } from './page-spinner.tsx';

/**
 * Renders `children` from the first time `active` is true, and keeps them afterwards (a dialog closes itself with
 * its own animation and state). Until then nothing, so a lazily loaded component's chunk is fetched only when its
 * screen first opens; while it loads, a spinner over the page says so.
 */
export function LazyWhen({ active, children }: { active: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(active);
  if (active && !seen) setSeen(true);
  if (!seen && !active) return null;
  return <Suspense fallback={active ? <PopupSpinner /> : null}>{children}</Suspense>;
}
