import type { AppRouteName } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { Link } from '@tanstack/react-router';
import { NotAvailable } from '../layout/not-available.tsx';
import { useTabTitle } from './tab-title.ts';

/** The routes whose features land in later issues. */
export type FeaturePageName = Extract<
  AppRouteName,
  | 'matching'
  | 'profile'
  | 'profileEdit'
  | 'search'
  | 'shop'
  | 'pay'
  | 'payOrderList'
  | 'payRefund'
  | 'refundBack'
  | 'payRes'
  | 'backpack'
  | 'message'
  | 'messageSession'
  | 'sayHiSession'
  | 'friends'
>;

/** A feature's page before the feature exists: its title and purpose, and "not available yet". */
export function NotAvailablePage({ page }: { page: FeaturePageName }) {
  const { t } = useTranslation();
  const title = t(`shell.pages.${page}.title`);
  return (
    <NotAvailable
      title={title}
      description={t(`shell.pages.${page}.description`)}
      documentTitle={useTabTitle(title)}
      notice={t('shell.notAvailable.title')}
      noticeBody={t('shell.notAvailable.body')}
      action={
        <Button asChild variant="secondary">
          <Link to="/">{t('shell.notAvailable.back')}</Link>
        </Button>
      }
    />
  );
}
