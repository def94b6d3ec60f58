import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { useViewport } from '@aura/ui-kit';
import { Link, Outlet } from '@tanstack/react-router';
import { AppFooter } from './app-footer.tsx';
import { BrandMark } from './brand-mark.tsx';

/** The frame of every page: header, main content, footer. Mobile first; wider screens get more room. */
export function AppLayout() {
  const { t } = useTranslation();
  const viewport = useViewport();
  return (
    <div className="app" data-viewport={viewport}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="app-brand" aria-label={t('nav.home')}>
          <BrandMark />
          <span className="app-brand-name">{t('brand')}</span>
        </Link>
        <span className="app-age-badge">{t('adultsOnly', MESSAGE_VALUES['app:adultsOnly'])}</span>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
