import { APP_ROUTES } from '@aura/contracts';
import { WallPage } from '@aura/hosts';
import { useTranslation } from '@aura/i18n-catalog';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTabTitle } from './tab-title.ts';

// The Messages and Friends pages, and IM's start, share the wall's chunk: a chunk of their own split the first
// load into more files and took it over its byte budget (docs/messages.md).
export {
  ChatRoutePage,
  FriendsRoutePage,
  MessagesRoutePage,
  OnlineTipHost,
  SayHiRoutePage,
  runIm,
} from './im-route-pages.tsx';
export { runGifts } from '@aura/gifts';
export { BackpackRoutePage } from './backpack-route-page.tsx';

/**
 * The wall route: @aura/hosts' WallPage, and the tab title. The wall is kept mounted while other pages show, so
 * the title is set again each time the wall is shown, not only when it first mounts.
 */
export function WallRoutePage() {
  const { t } = useTranslation();
  const title = useTabTitle(t('hosts.wall.title'));
  const shown = useRouterState({ select: (state) => state.resolvedLocation?.pathname === APP_ROUTES.wall });
  useEffect(() => {
    if (shown) document.title = title;
  }, [shown, title]);
  return <WallPage />;
}
