import { AccountMenu, selectIsLoggedIn, selectUser } from '@aura/auth';
import { APP_ROUTES } from '@aura/contracts';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { Button, useViewport } from '@aura/ui-kit';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../store.ts';
import { AppFooter } from './app-footer.tsx';
import { BottomTabs } from './bottom-tabs.tsx';
import { BrandMark } from './brand-mark.tsx';
import { useFocusOnNavigation } from './focus-on-navigation.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { RouterNavLink, useMainNavItems } from './main-navigation.tsx';
import { NavBar } from './nav-bar.tsx';
import { PopupHost } from './popup-host.tsx';

/**
 * The frame of every page: header (brand, main navigation, account), main content, footer, and the popups.
 * Mobile first: on phones the main navigation is a bottom tab bar.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const viewport = useViewport();
  const navItems = useMainNavItems();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  // Pages kept alive belong to the user who opened them.
  const keptFor = useSelector((state: RootState) =>
    selectIsLoggedIn(state) ? `user:${selectUser(state)?.userId ?? ''}` : 'visitor',
  );
  const mobile = viewport === 'mobile';
  return (
    <div className="app" data-viewport={viewport}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="app-header">
        <Link to="/" className="app-brand" aria-label={t('nav.home')} activeOptions={{ exact: true }}>
          <BrandMark />
          <span className="app-brand-name">{t('brand')}</span>
        </Link>
        {!mobile && <NavBar label={t('nav.main')} items={navItems} link={RouterNavLink} />}
        <div className="app-header-end">
          <span className="app-age-badge">{t('adultsOnly', MESSAGE_VALUES['app:adultsOnly'])}</span>
          <AccountMenu
            links={(close) => (
              <>
                <Button asChild variant="secondary" fullWidth>
                  <Link to={APP_ROUTES.callSettings} onClick={close}>
                    {t('hosts.callSettings.title')}
                  </Link>
                </Button>
                {/* The rewards: the daily check-in and tasks (@aura/rewards). */}
                <Button asChild variant="secondary" fullWidth>
                  <Link to={APP_ROUTES.task} onClick={close}>
                    {t('shell.pages.task.title')}
                  </Link>
                </Button>
                <Button asChild variant="secondary" fullWidth>
                  <Link to={APP_ROUTES.activity} onClick={close}>
                    {t('shell.pages.activity.title')}
                  </Link>
                </Button>
                {/* The gifts owned, from rewards and missions (@aura/gifts). */}
                <Button asChild variant="secondary" fullWidth>
                  <Link to={APP_ROUTES.backpack} onClick={close}>
                    {t('shell.pages.backpack.title')}
                  </Link>
                </Button>
              </>
            )}
          />
        </div>
      </header>
      <main id="main" ref={main} className="app-main" tabIndex={-1}>
        <KeepAliveOutlet generation={keptFor} />
      </main>
      <AppFooter />
      {mobile && <BottomTabs label={t('nav.main')} items={navItems} link={RouterNavLink} />}
      <PopupHost />
    </div>
  );
}
