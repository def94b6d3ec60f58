import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a navigation (not the first page), focus moves to the new page's heading, or to the main region without
 * one, so keyboard and screen-reader users start at the content instead of where the old page's link was.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(path);
  useEffect(() => {
    const changed = previous.current !== undefined && previous.current !== path;
    previous.current = path;
    if (!changed || !main.current) return;
    // A modal popup (the login popup the guard opens, say) keeps the focus; the page behind it is hidden.
    if (main.current.closest('[aria-hidden="true"]')) return;
    const headings = [...main.current.querySelectorAll<HTMLElement>('h1')];
    const heading = headings.find((element) => !element.closest('[hidden]'));
    // A heading is focusable from script only with a tabindex; pages from the feature packages may not set one.
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main.current).focus({ preventScroll: true });
  }, [path, main]);
}
