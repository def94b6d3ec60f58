import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import './pwa.css';

export interface PushPromptProps {
  open: boolean;
  /** The one-time coins for turning notifications on; 0 once the account had them. */
  coins: number;
  busy?: boolean;
  /** An i18n key of the `pwa` namespace saying why the last try failed. */
  errorKey?: 'pwa.push.blocked' | 'pwa.push.failed' | 'pwa.push.unsupported';
  onAllow: () => void;
  onLater: () => void;
}

/** The web push prompt (spec §2): what notifications bring, the coins for turning them on, allow or not now. */
export function PushPrompt({ open, coins, busy = false, errorKey, onAllow, onLater }: PushPromptProps) {
  const { t } = useTranslation('wheel');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onLater()}
      size="sm"
      closeLabel={t('pwa.push.later')}
      title={t('pwa.push.title')}
      description={t('pwa.push.body')}
      footer={
        <>
          <Button variant="secondary" onClick={onLater}>
            {t('pwa.push.later')}
          </Button>
          <Button onClick={onAllow} loading={busy}>
            {t('pwa.push.allow')}
          </Button>
        </>
      }
    >
      {coins > 0 && <p className="pwa-coins">{t('pwa.push.coins', { count: coins, coins })}</p>}
      {errorKey && <p role="alert">{t(errorKey)}</p>}
    </Dialog>
  );
}
