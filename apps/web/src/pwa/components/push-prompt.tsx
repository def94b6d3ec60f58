import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import './pwa.css';

export interface PushPromptProps {
  open: boolean;
  /** The one-time coins for turning notifications on; 0 once the account had them. */
  coins: number;
  busy?: boolean;
  /** An i18n key of the `pwa` namespace saying why the last try failed. */
  errorKey?: 'push.blocked' | 'push.failed' | 'push.unsupported';
  onAllow: () => void;
  onLater: () => void;
}

/** The web push prompt (spec §2): what notifications bring, the coins for turning them on, allow or not now. */
export function PushPrompt({ open, coins, busy = false, errorKey, onAllow, onLater }: PushPromptProps) {
  const { t } = useTranslation('pwa');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onLater()}
      size="sm"
      closeLabel={t('push.later')}
      title={t('push.title')}
      description={t('push.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onLater}>
            {t('push.later')}
          </Button>
          <Button onClick={onAllow} loading={busy}>
            {t('push.allow')}
          </Button>
        </>
      }
    >
      {coins > 0 && <p className="pwa-coins">{t('push.coins', { coins })}</p>}
      {errorKey && <p role="alert">{t(errorKey)}</p>}
    </Dialog>
  );
}
