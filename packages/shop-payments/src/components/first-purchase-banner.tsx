import { useTranslation } from '@aura/i18n-catalog';

/** The first-purchase banner (spec §2, §9): the bonus a first purchase adds, shown until it is used. */
export function FirstPurchaseBanner({ coins }: { coins: number }) {
  const { t } = useTranslation(['shop', 'base']);
  return (
    <p className="aura-shop-first-purchase" role="note">
      {t('firstPurchaseBonus', { count: coins, coins })}
    </p>
  );
}
