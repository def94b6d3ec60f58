import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import type { PushState } from '../push-client.ts';
import './pwa.css';

export interface PushCardProps {
  state: PushState;
  /** The one-time coins for turning notifications on; 0 once the account had them. */
  coins: number;
  busy?: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}

/** Notifications on this device: their state, the coins for turning them on, and the button that does it. */
export function PushCard({ state, coins, busy = false, onTurnOn, onTurnOff }: PushCardProps) {
  const { t } = useTranslation('wheel');
  return (
    <section className="pwa-card" aria-labelledby="pwa-push-title">
      <h2 id="pwa-push-title">{t('pwa.push.title')}</h2>
      <p>{t('pwa.push.body')}</p>
      {coins > 0 && state !== 'unsupported' && (
        <p className="pwa-coins">{t('pwa.push.coins', { count: coins, coins })}</p>
      )}
      {state === 'off' && (
        <div>
          <Button onClick={onTurnOn} loading={busy}>
            {t('pwa.push.allow')}
          </Button>
        </div>
      )}
      {state === 'on' && (
        <>
          <p role="status">{t('pwa.push.on')}</p>
          <div>
            <Button variant="secondary" onClick={onTurnOff} loading={busy}>
              {t('pwa.push.turnOff')}
            </Button>
          </div>
        </>
      )}
      {state === 'blocked' && <p>{t('pwa.push.blocked')}</p>}
      {state === 'unsupported' && <p>{t('pwa.push.unsupported')}</p>}
    </section>
  );
}
