import { APP_ROUTES, type PayOrder } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { CoinBadge, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectPayResult } from '../selectors.ts';
import { resultClosed, resultOpened } from '../slice.ts';
import { rememberedReturnTo } from './return-to.ts';
import { ShopLink } from './shop-link.tsx';
import { useLocale } from './use-locale.ts';
import './shop.css';

/** How long payRes counts down while the PSP has not answered (then the server's reconciliation asks it). */
export const WAIT_SECONDS = 60;

export interface PayResultPageProps {
  /** The order the PSP sent the tab back for (`?orderNo=`). */
  orderNo: string;
}

/**
 * The payment's result (spec §2 `payRes`): what the server knows of the order, read again until it is final, never
 * what the way back claims. Waiting shows a countdown; success says the coins added (the header's balance rises by
 * itself, from the wallet's live events).
 */
export function PayResultPage({ orderNo }: PayResultPageProps) {
  const { t } = useTranslation(['shop', 'base']);
  const dispatch = useDispatch();
  const { order, status } = useSelector(selectPayResult);
  const [back] = useState(rememberedReturnTo);
  useEffect(() => {
    dispatch(resultOpened({ orderNo }));
    return () => {
      dispatch(resultClosed());
    };
  }, [dispatch, orderNo]);
  return (
    <section className="aura-shop aura-pay-result" aria-live="polite">
      <PayOutcome order={order} failed={status === 'failed'} />
      <p className="aura-shop-links">
        {back && order?.status === 'success' && (
          <>
            <ShopLink to={back}>{t('payment.continue')}</ShopLink>{' '}
          </>
        )}
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>{' '}
        <ShopLink to={APP_ROUTES.payOrderList}>{t('orders.title')}</ShopLink>
      </p>
    </section>
  );
}

/** What payRes says for one reading of the order. */
export function PayOutcome({ order, failed }: { order: PayOrder | undefined; failed: boolean }) {
  const { t } = useTranslation(['shop', 'base']);
  const locale = useLocale();
  if (failed) return <EmptyState title={t('base:errors.generic')} />;
  if (!order)
    return (
      <p role="status" className="aura-shop-hint">
        <Spinner size="sm" />
      </p>
    );
  switch (order.status) {
    case 'success': {
      const coins = order.coins + order.bonusCoins;
      return (
        <div className="aura-pay-outcome" data-outcome="success">
          <h1>{t('payment.success')}</h1>
          <p>{t('payment.coinsAdded', { coins })}</p>
          <CoinBadge amount={coins} locale={locale} label={t('coinAmount', { count: coins })} emphasis />
        </div>
      );
    }
    case 'failure':
      return (
        <div className="aura-pay-outcome" data-outcome="failure">
          <h1>{t('payment.failed')}</h1>
          <p role="alert">{t('base:purchase.failed')}</p>
        </div>
      );
    case 'cancelled':
      return (
        <div className="aura-pay-outcome" data-outcome="cancelled">
          <h1>{t('payment.cancelled')}</h1>
        </div>
      );
    case 'processing':
      return (
        <div className="aura-pay-outcome" data-outcome="processing">
          <h1>{t('orders.statuses.processing')}</h1>
          <p>{t('payment.processing')}</p>
        </div>
      );
    default:
      return (
        <div className="aura-pay-outcome" data-outcome="waiting">
          <p role="status">
            <Spinner size="sm" /> <WaitingCountdown />
          </p>
        </div>
      );
  }
}

/** "Waiting for the payment provider… 42 s", counting down from `WAIT_SECONDS` to 0 and staying there. */
export function WaitingCountdown({ from = WAIT_SECONDS }: { from?: number }) {
  const { t } = useTranslation(['shop', 'base']);
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      setSeconds(Math.max(0, from - Math.floor((Date.now() - started) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [from]);
  return <span>{t('payment.waiting', { seconds })}</span>;
}
