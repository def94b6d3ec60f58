import { APP_ROUTES, COIN_PROMOTIONS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCancelling, selectCatalogue, selectCheckout, selectSavedCards } from '../selectors.ts';
import { packChosen, planChosen, shopOpened, subscriptionCancelPressed } from '../slice.ts';
import { CurrencyPicker, chosenCurrency, rememberCurrency } from './currency-picker.tsx';
import { FirstPurchaseBanner } from './first-purchase-banner.tsx';
import { PackCard } from './pack-card.tsx';
import { rememberReturnTo } from './return-to.ts';
import { SavedCards } from './saved-cards.tsx';
import { ShopLink } from './shop-link.tsx';
import { SubscriptionPlans } from './subscription-plans.tsx';
import { VipPanel } from './vip-panel.tsx';
import './shop.css';

/**
 * The coin shop (spec §2 `shop`): the first-purchase banner while the bonus is unused, the packs the server's
 * catalogue offers with their extra coins and discounts, and Buy, which opens the PSP's checkout; the weekly and
 * monthly subscriptions (or the one held, with Cancel), and VIP; prices in the country's currency or the one picked.
 */
export function ShopPage({ returnTo }: { returnTo?: string } = {}) {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  const { status, value, skewMs = 0 } = useSelector(selectCatalogue);
  const { packId, error } = useSelector(selectCheckout);
  const cancelling = useSelector(selectCancelling);
  const cards = useSelector(selectSavedCards);
  // Came from a "not enough coins" moment: the way back, kept for payRes after the checkout too.
  const [back] = useState(() => rememberReturnTo(returnTo));
  // The currency picked on this device, else the server's for the user's country.
  const [currency, setCurrency] = useState(chosenCurrency);
  useEffect(() => {
    dispatch(shopOpened(currency ? { currency } : undefined));
  }, [dispatch, currency]);
  // The countdowns run on the server's time: the device's clock plus how far it was off when the catalogue came.
  const now = useMemo(() => () => Date.now() + skewMs, [skewMs]);

  let body;
  if (value)
    body = (
      <>
        {value.firstPurchaseBonus > 0 && <FirstPurchaseBanner coins={value.firstPurchaseBonus} />}
        <CurrencyPicker
          currency={value.currency}
          onChange={(picked) => {
            rememberCurrency(picked);
            setCurrency(picked);
          }}
        />
        {error && (
          <p role="alert" className="aura-shop-error">
            {(t as unknown as (key: string) => string)(error.key)}
          </p>
        )}
        <div className="aura-shop-packs">
          {value.packs.map((pack) => (
            <PackCard
              key={pack.id}
              pack={pack}
              busy={packId === pack.id}
              disabled={packId !== undefined}
              onBuy={(id) => dispatch(packChosen({ packId: id }))}
              now={now}
              onOfferEnded={() => dispatch(shopOpened(currency ? { currency } : undefined))}
            />
          ))}
        </div>
        <SubscriptionPlans
          plans={value.subscriptions}
          subscription={value.subscription}
          renewalFailed={value.renewalFailed}
          busyId={packId}
          disabled={packId !== undefined}
          cancelling={cancelling}
          onSubscribe={(id) => dispatch(planChosen({ planId: id }))}
          onCancel={() => dispatch(subscriptionCancelPressed())}
        />
        <SavedCards
          cards={cards}
          subscriptionCard={
            value.subscription?.status === 'active' ? (value.subscription.card ?? undefined) : undefined
          }
        />
        <VipPanel vipUntil={value.vipUntil} />
      </>
    );
  else if (status === 'failed')
    body = (
      <EmptyState
        title={t('base:errors.generic')}
        action={
          <Button variant="secondary" onClick={() => dispatch(shopOpened())}>
            {t('base:actions.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <p role="status" className="aura-shop-hint">
        <Spinner size="sm" />
      </p>
    );

  return (
    <section className="aura-shop" aria-labelledby="aura-shop-title">
      <div className="aura-shop-heading">
        <h1 id="aura-shop-title">{t('title')}</h1>
        <p>{t('bubble', { percent: COIN_PROMOTIONS.shopBubbleMaxExtraPercent })}</p>
      </div>
      {back && (
        <p>
          <ShopLink to={back}>{t('payment.continue')}</ShopLink>
        </p>
      )}
      {body}
      <p className="aura-refund-links">
        <ShopLink to={APP_ROUTES.payOrderList}>{t('orders.title')}</ShopLink>
        <ShopLink to={APP_ROUTES.paymentMethodsList}>{t('methods.title')}</ShopLink>
      </p>
    </section>
  );
}
