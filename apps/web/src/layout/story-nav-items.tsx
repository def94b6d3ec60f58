// The main navigation's entries as the stories show them, in the story's language.
import { useTranslation } from '@aura/i18n-catalog';
import { MatchIcon, MessagesIcon, ShopIcon, WallIcon } from './nav-icons.tsx';
import type { NavItem } from './nav-links.tsx';

export function useStoryNavItems(current: string | undefined): NavItem[] {
  const { t } = useTranslation();
  return [
    { id: 'wall', to: '/wall', label: t('shell.nav.wall'), icon: <WallIcon /> },
    { id: 'matching', to: '/matching', label: t('shell.nav.matching'), icon: <MatchIcon /> },
    { id: 'message', to: '/message', label: t('shell.nav.message'), icon: <MessagesIcon /> },
    { id: 'shop', to: '/shop', label: t('shell.nav.shop'), icon: <ShopIcon /> },
  ].map((item) => ({ ...item, current: item.id === current }));
}
