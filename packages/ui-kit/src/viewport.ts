import { MOBILE_MAX_WIDTH_PX } from '@aura/contracts';
import { useSyncExternalStore } from 'react';

/** Mobile is narrower than the spec's breakpoint; wider touch devices are tablets (spec §9). */
export type Viewport = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX - 0.02}px)`;
const TOUCH_MEDIA_QUERY = '(pointer: coarse)';

export function viewportOf(width: number, touch: boolean): Viewport {
  if (width < MOBILE_MAX_WIDTH_PX) return 'mobile';
  return touch ? 'tablet' : 'desktop';
}

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  // Without media queries (old engines, jsdom) the viewport is fixed at desktop.
  if (!canMatchMedia()) return () => {};
  const queries = [MOBILE_MEDIA_QUERY, TOUCH_MEDIA_QUERY].map((query) => window.matchMedia(query));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function currentViewport(): Viewport {
  if (!canMatchMedia()) return 'desktop';
  if (window.matchMedia(MOBILE_MEDIA_QUERY).matches) return 'mobile';
  return window.matchMedia(TOUCH_MEDIA_QUERY).matches ? 'tablet' : 'desktop';
}

/** The viewport class, kept current as the window resizes. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, currentViewport, () => 'desktop');
}

export function useIsMobile(): boolean {
  return useViewport() === 'mobile';
}
