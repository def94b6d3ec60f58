import { useTranslation } from '@aura/i18n-catalog';
import { useLocale } from './use-locale.ts';

/**
 * VIP (spec §6): the badge and until when for a VIP, or how to become one; the benefits either way: only those
 * that exist (unlimited matching): translation, check-in and calling liked users come with their features.
 */
export function VipPanel({ vipUntil }: { vipUntil: number | null }) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  return (
    <section className="aura-shop-vip" aria-labelledby="aura-shop-vip-title">
      <h2 id="aura-shop-vip-title">
        {vipUntil !== null && <span className="aura-shop-vip-badge">{t('vip.badge')}</span>} {t('vip.title')}
      </h2>
      <p>
        {vipUntil === null
          ? t('vip.grantedByPurchase')
          : t('vip.activeUntil', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(vipUntil),
            })}
      </p>
      <ul>
        <li>{t('vip.unlimitedMatching')}</li>
      </ul>
    </section>
  );
}
