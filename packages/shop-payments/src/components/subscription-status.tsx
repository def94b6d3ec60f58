import { APP_ROUTES, type Subscription } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCanSaveCard } from '../selectors.ts';
import { ShopLink } from './shop-link.tsx';
import { useLocale } from './use-locale.ts';

export interface SubscriptionStatusProps {
  subscription: Subscription;
  cancelling?: boolean;
  onCancel: () => void;
}

/**
 * The subscription held (spec §3 "renewal time", §4 "active, cancelled"): its state, when it renews or ends, a
 * cancel asked of a PSP that renews by itself and not yet confirmed there (Cancel opens its page again), a renewal
 * charge that failed and when it is tried again, the saved card it is charged to, "Add a card" (paymentInfoAdd, back
 * to the shop, where the card can be put on the subscription), and Cancel, asked once more since it is a decision
 * about money.
 */
export function SubscriptionStatus({ subscription, cancelling = false, onCancel }: SubscriptionStatusProps) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const canSaveCard = useSelector(selectCanSaveCard);
  const name = t(subscription.period === 'week' ? 'subscription.weekly' : 'subscription.monthly');
  const date =
    subscription.currentPeriodEnd === null
      ? ''
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(subscription.currentPeriodEnd);
  const state = (): string => {
    if (subscription.status === 'cancelled')
      return `${t('subscription.cancelled')} · ${t('subscription.endsOn', { date })}`;
    if (subscription.status !== 'active') return t('subscription.pending');
    // While a failed renewal waits for its retry, the period's end is past: the notice below says when it is tried.
    if (subscription.renewalRetryAt !== null) return t('subscription.active');
    return `${t('subscription.active')} · ${t('subscription.renewsOn', { date })}`;
  };
  return (
    <div className="aura-shop-subscription" role="group" aria-label={name}>
      <p>
        <strong>{name}</strong> · {t('coinAmount', { count: subscription.coins })}
      </p>
      <p role="status">{state()}</p>
      {subscription.cancelRequested && (
        <p className="aura-shop-notice">{t('subscription.cancelRequested')}</p>
      )}
      {subscription.renewalRetryAt !== null && (
        <p className="aura-shop-notice" role="alert">
          {t('subscription.renewalRetry', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
              subscription.renewalRetryAt,
            ),
          })}
        </p>
      )}
      {subscription.card && (
        <p>{t('subscription.card', { brand: subscription.card.brand, last4: subscription.card.last4 })}</p>
      )}
      {subscription.status === 'active' && canSaveCard && (
        <p>
          <ShopLink to={`${APP_ROUTES.paymentInfoAdd}?returnTo=${APP_ROUTES.shop}`}>
            {t('checkout.addCard')}
          </ShopLink>
        </p>
      )}
      <p className="aura-shop-hint">{t('subscription.onlyLastRefundable')}</p>
      {subscription.status !== 'cancelled' &&
        (asking ? (
          <div role="alertdialog" aria-label={t('subscription.cancel')}>
            <p>{t('subscription.cancelConfirm')}</p>
            <Button
              variant="danger"
              disabled={cancelling}
              aria-busy={cancelling}
              onClick={() => {
                setAsking(false);
                onCancel();
              }}
            >
              {t('subscription.cancel')}
            </Button>{' '}
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('subscription.keep')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" disabled={cancelling} onClick={() => setAsking(true)}>
            {t('subscription.cancel')}
          </Button>
        ))}
    </div>
  );
}
