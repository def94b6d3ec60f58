import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import './pwa.css';

/**
 * How this browser installs the app: its own install offer (Chromium), Safari's "Add to Home Screen" (the guide),
 * already installed, or no way at all.
 */
export type InstallWay = 'prompt' | 'safari' | 'installed' | 'unavailable';

export interface InstallCardProps {
  way: InstallWay;
  /** The one-time coins for opening the installed app; 0 once this account or device had them. */
  coins: number;
  onInstall: () => void;
  onShowGuide: () => void;
}

/** The install card of the download page: what installing brings, its coins, and the button for this browser. */
export function InstallCard({ way, coins, onInstall, onShowGuide }: InstallCardProps) {
  const { t } = useTranslation('wheel');
  return (
    <section className="pwa-card" aria-labelledby="pwa-install-title">
      <h2 id="pwa-install-title">{t('pwa.install.title')}</h2>
      <p>{t('pwa.install.body')}</p>
      {coins > 0 && way !== 'installed' && (
        <p className="pwa-coins">{t('pwa.install.coins', { count: coins, coins })}</p>
      )}
      {way === 'prompt' && (
        <div>
          <Button onClick={onInstall}>{t('pwa.install.button')}</Button>
        </div>
      )}
      {way === 'safari' && (
        <div>
          <Button onClick={onShowGuide}>{t('pwa.install.safari.title')}</Button>
        </div>
      )}
      {way === 'installed' && <p role="status">{t('pwa.install.installed')}</p>}
      {way === 'unavailable' && <p>{t('pwa.install.unavailable')}</p>}
    </section>
  );
}
