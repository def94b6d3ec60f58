import type { ShopCatalogue, ShopPlan, Subscription } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, CoinBadge } from '@aura/ui-kit';
import { SubscriptionStatus } from './subscription-status.tsx';
import { formatPrice, useLocale } from './use-locale.ts';

export interface SubscriptionPlansProps {
  plans: ShopPlan[];
  /** The user's subscription held now, if any: its plans cannot be bought again (spec §5). */
  subscription: Subscription | null;
  /** With none held, the subscription that just ended because its renewal could not be charged. */
  renewalFailed?: ShopCatalogue['renewalFailed'];
  /** The plan whose checkout is opening. */
  busyId?: string | undefined;
  disabled?: boolean;
  cancelling?: boolean;
  onSubscribe: (planId: string) => void;
  onCancel: () => void;
}

/**
 * Weekly and monthly coin-pack subscriptions (spec §1): the plans, or the one held with its renewal and Cancel; a
 * subscription that just ended because its renewal could not be charged is told.
 */
export function SubscriptionPlans({
  plans,
  subscription,
  renewalFailed = null,
  busyId,
  disabled = false,
  cancelling = false,
  onSubscribe,
  onCancel,
}: SubscriptionPlansProps) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  const held = subscription && subscription.status !== 'ended' ? subscription : null;
  if (plans.length === 0 && !held) return null;
  return (
    <section className="aura-shop-subscriptions" aria-labelledby="aura-shop-subscriptions-title">
      <h2 id="aura-shop-subscriptions-title">{t('subscription.title')}</h2>
      {held && <SubscriptionStatus subscription={held} cancelling={cancelling} onCancel={onCancel} />}
      {!held && renewalFailed && (
        <p className="aura-shop-notice" role="alert">
          {t('subscription.renewalFailedEnded', {
            name: t(renewalFailed.period === 'week' ? 'subscription.weekly' : 'subscription.monthly'),
          })}
        </p>
      )}
      <div className="aura-shop-packs">
        {plans.map((plan) => {
          const name = t(plan.period === 'week' ? 'subscription.weekly' : 'subscription.monthly');
          const price = formatPrice(locale, plan.price, plan.currency);
          const busy = busyId === plan.id;
          return (
            <article key={plan.id} className="aura-shop-pack" aria-label={name}>
              <h3>{name}</h3>
              <CoinBadge amount={plan.coins} locale={locale} label={t('coinAmount', { count: plan.coins })} />
              <p>{t(plan.period === 'week' ? 'subscription.perWeek' : 'subscription.perMonth', { price })}</p>
              <Button
                onClick={() => onSubscribe(plan.id)}
                disabled={disabled || busy || held !== null}
                aria-busy={busy}
              >
                {busy ? t('checkout.authorizing') : t('subscription.subscribe')}
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
