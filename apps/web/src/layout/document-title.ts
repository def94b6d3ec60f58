import { useEffect } from 'react';

/** Keeps the tab's title in step with the page shown; screen readers announce it after a navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
