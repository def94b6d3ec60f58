import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import './pwa.css';

export interface UpdateOfferProps {
  /** Reloads the tab into the new build. */
  onReload: () => void;
  onLater: () => void;
}

/** A new build is out: the tab offers to reload into it (the service worker waits until then). */
export function UpdateOffer({ onReload, onLater }: UpdateOfferProps) {
  const { t } = useTranslation('wheel');
  return (
    <div className="pwa-notice" role="status">
      <p>{t('pwa.update.available')}</p>
      <div className="pwa-notice-actions">
        <Button variant="secondary" size="sm" onClick={onLater}>
          {t('pwa.update.later')}
        </Button>
        <Button size="sm" onClick={onReload}>
          {t('pwa.update.reload')}
        </Button>
      </div>
    </div>
  );
}
