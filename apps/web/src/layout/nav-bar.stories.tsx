import { useTranslation } from '@aura/i18n-catalog';
import { NavBar } from './nav-bar.tsx';
import { useStoryNavItems } from './story-nav-items.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
function MainNavigation({ current }: { current?: string }) {
  const { t } = useTranslation();
  return <NavBar label={t('nav.main')} items={useStoryNavItems(current)} />;
}

export default {
  title: 'web/NavBar',
  component: MainNavigation,
  parameters: { layout: 'centered' },
};

/** On the wall: its entry is the current page. */
export const OnTheWall = { args: { current: 'wall' } };

/** In a chat: Messages is current for every page inside it. */
export const InMessages = { args: { current: 'message' } };

/** On a page outside the main sections (a legal page, say): nothing is current. */
export const Elsewhere = { args: {} };
