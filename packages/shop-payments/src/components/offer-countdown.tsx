import { useTranslation } from '@aura/i18n-catalog';
import { Countdown } from '@aura/ui-kit';

export interface OfferCountdownProps {
  /** When the discount ends (ms, server time). */
  endsAt: number;
  /** The server's clock (the catalogue's `serverTime` carried forward), so a wrong device clock shows the right time. */
  now?: () => number;
  onDone?: () => void;
}

/** "Limited-time offer" and the time left of a pack's discount (issue 12: a visible countdown). */
export function OfferCountdown({ endsAt, now, onDone }: OfferCountdownProps) {
  const { t } = useTranslation(['shop', 'base']);
  return (
    <p className="aura-shop-offer">
      <span>{t('limitedOffer')}</span>{' '}
      <Countdown
        endsAt={endsAt}
        {...(now ? { now } : {})}
        {...(onDone ? { onDone } : {})}
        label={t('limitedOffer')}
      />
    </p>
  );
}
