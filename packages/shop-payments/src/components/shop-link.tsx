import { Button } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { shopLinkFollowed } from '../slice.ts';

/**
 * A link between the shop's pages (an app path): a real link for a new tab, followed in the app by the shell's
 * router through the shop's saga.
 */
export function ShopLink({ to, children }: { to: string; children: ReactNode }) {
  const dispatch = useDispatch();
  return (
    <Button asChild variant="secondary">
      <a
        href={to}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          dispatch(shopLinkFollowed({ to }));
        }}
      >
        {children}
      </a>
    </Button>
  );
}
