import type { ShopPack } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, CoinBadge } from '@aura/ui-kit';
import { OfferCountdown } from './offer-countdown.tsx';
import { formatPrice, useLocale } from './use-locale.ts';

export interface PackCardProps {
  pack: ShopPack;
  /** This pack's checkout is opening: its button waits, the others are off. */
  busy?: boolean;
  disabled?: boolean;
  onBuy: (packId: string) => void;
  /** The server's clock, for the discount's countdown. */
  now?: () => number;
  /** The discount ran out while the page was open: the shop reads the catalogue again. */
  onOfferEnded?: () => void;
}

/** One coin pack: its coins, the bubble's extra, the price (and the price before the discount, with its countdown). */
export function PackCard({ pack, busy = false, disabled = false, onBuy, now, onOfferEnded }: PackCardProps) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  const price = formatPrice(locale, pack.price, pack.currency);
  const name = t('coinAmount', { count: pack.coins });
  return (
    <article className="aura-shop-pack" aria-label={name}>
      <CoinBadge amount={pack.coins} locale={locale} label={name} size="lg" />
      {pack.extraCoins > 0 && (
        <p className="aura-shop-bubble">
          {t('extraPercent', { percent: pack.extraPercent })} · {t('bonusCoins', { coins: pack.extraCoins })}
        </p>
      )}
      {pack.discount && (
        <>
          <p className="aura-shop-discount">
            {t('discount', { percent: pack.discount.percent })}{' '}
            <s>{formatPrice(locale, pack.listPrice, pack.currency)}</s>
          </p>
          <OfferCountdown
            endsAt={pack.discount.endsAt}
            {...(now ? { now } : {})}
            {...(onOfferEnded ? { onDone: onOfferEnded } : {})}
          />
        </>
      )}
      <Button onClick={() => onBuy(pack.id)} disabled={disabled || busy} aria-busy={busy}>
        {busy ? t('checkout.authorizing') : t('buyFor', { price })}
      </Button>
    </article>
  );
}
