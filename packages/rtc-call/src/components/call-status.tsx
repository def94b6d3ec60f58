import { RechargeLink } from '@aura/auth';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { formatCallDuration } from '@aura/ui-kit';
import type { RtcQuality } from '../rtc/rtc-port.ts';
import type { CallState } from '../slice.ts';
import './call.css';

export interface CostMeterProps {
  pricePerMinute: number | undefined;
  /** The caller's coins left as the server last said; the callee sees none. */
  balance: number | undefined;
  minutesBilled: number;
}

/** Price per minute and the coins left: what the server charged, shown, never computed here (architecture §4). */
export function CostMeter({ pricePerMinute, balance, minutesBilled }: CostMeterProps) {
  const { t } = useTranslation();
  if (pricePerMinute === undefined) return null;
  return (
    <ul className="aura-call-cost" aria-label={t('call.cost.label')}>
      <li>{t('call.cost.price', { count: pricePerMinute, price: pricePerMinute })}</li>
      {balance !== undefined && <li>{t('call.cost.balance', { count: balance, balance })}</li>}
      {minutesBilled > 0 && <li>{t('call.cost.minutes', { count: minutesBilled })}</li>}
    </ul>
  );
}

const BARS: Record<RtcQuality, number> = { unknown: 0, poor: 1, fair: 2, good: 3 };

/** Three bars, filled as the connection's quality allows; its name is said in words. */
export function QualityIndicator({ quality }: { quality: RtcQuality }) {
  const { t } = useTranslation();
  const label = t('call.quality.label', { quality: t(`call.quality.${quality}`) });
  return (
    <span className="aura-call-quality" data-quality={quality} role="img" aria-label={label} title={label}>
      {[1, 2, 3].map((bar) => (
        <span key={bar} data-on={bar <= BARS[quality] || undefined} />
      ))}
    </span>
  );
}

/** What the call is doing, in words, announced as it changes (a polite live region). */
export function CallStatus({
  call,
}: {
  call: Pick<CallState, 'phase' | 'connection' | 'elapsedSec' | 'peer'>;
}) {
  const { t } = useTranslation();
  const name = call.peer?.userName ?? t('call.screen.someone');
  let text: string;
  if (call.phase === 'preparing') text = t('call.screen.preparing');
  else if (call.phase === 'outgoing') text = t('call.screen.calling', { name });
  else if (call.connection === 'reconnecting') text = t('call.screen.reconnecting');
  else if (call.phase === 'connected') text = t('call.screen.connected');
  else text = t('call.screen.connecting');
  return (
    <div className="aura-call-status">
      <p role="status">{text}</p>
      {call.phase === 'connected' && (
        // The timer is not a live region: a reader announcing every second would drown everything else.
        <p>
          <span className="aura-visually-hidden">{t('call.screen.duration')} </span>
          <time>{formatCallDuration(call.elapsedSec)}</time>
        </p>
      )}
    </div>
  );
}

/**
 * Spec §8's "Insufficient coins available, your call will terminate in 1 minutes." as an alert, with the plural the
 * language's rules pick ("1 minute").
 */
export function CoinsWarning({ visible }: { visible: boolean }) {
  const { t } = useTranslation(['base']);
  if (!visible) return null;
  return (
    <p role="alert" className="aura-call-warning">
      {t('base:call.coinsRunningOut', MESSAGE_VALUES['base:call.coinsRunningOut'])}{' '}
      {/* The call goes on meanwhile: the shop opens in a tab of its own. */}
      <RechargeLink newTab />
    </p>
  );
}
