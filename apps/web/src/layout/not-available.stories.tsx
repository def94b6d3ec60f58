import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { NotAvailable } from './not-available.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
function FeaturePage({ page }: { page: 'shop' | 'friends' | 'backpack' }) {
  const { t } = useTranslation();
  return (
    <NotAvailable
      title={t(`shell.pages.${page}.title`)}
      description={t(`shell.pages.${page}.description`)}
      notice={t('shell.notAvailable.title')}
      noticeBody={t('shell.notAvailable.body')}
      action={
        <Button asChild variant="secondary">
          <a href="/">{t('shell.notAvailable.back')}</a>
        </Button>
      }
    />
  );
}

export default {
  title: 'web/NotAvailable',
  component: FeaturePage,
};

export const CoinShop = { args: { page: 'shop' } };

export const Friends = { args: { page: 'friends' } };

export const Backpack = { args: { page: 'backpack' } };
