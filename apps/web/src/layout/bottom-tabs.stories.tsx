import { useTranslation } from '@aura/i18n-catalog';
import { BottomTabs } from './bottom-tabs.tsx';
import { useStoryNavItems } from './story-nav-items.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
function PhoneNavigation({ current }: { current?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '10rem' }}>
      <BottomTabs label={t('nav.main')} items={useStoryNavItems(current)} />
    </div>
  );
}

export default {
  title: 'web/BottomTabs',
  component: PhoneNavigation,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'narrow' } },
};

export const OnTheWall = { args: { current: 'wall' } };

export const InTheShop = { args: { current: 'shop' } };
