import { APP_ROUTES, type PayOrder } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectOrders } from '../selectors.ts';
import { ordersOpened } from '../slice.ts';
import { LoadedList } from './loaded-list.tsx';
import { ShopLink } from './shop-link.tsx';
import { formatPrice, useLocale } from './use-locale.ts';
import './shop.css';

const STATUS_KEYS = {
  waiting: 'orders.statuses.waiting',
  processing: 'orders.statuses.processing',
  success: 'orders.statuses.success',
  failure: 'orders.statuses.failed',
  cancelled: 'orders.statuses.cancelled',
} as const satisfies Record<PayOrder['status'], string>;

/** The orders as a table (spec §3: number, amount, coins, time, status). */
export function OrderTable({ orders }: { orders: PayOrder[] }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="aura-order-table">
      <thead>
        <tr>
          <th scope="col">{t('orders.orderNumber')}</th>
          <th scope="col">{t('orders.amount')}</th>
          <th scope="col">{t('orders.coins')}</th>
          <th scope="col">{t('orders.time')}</th>
          <th scope="col">{t('orders.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNo}>
            <td>{order.orderNo}</td>
            <td>{formatPrice(locale, order.amount, order.currency)}</td>
            <td>{order.coins + order.bonusCoins}</td>
            <td>{time.format(order.createdAt)}</td>
            <td>{order.refundedCoins > 0 ? t('orders.statuses.refunded') : t(STATUS_KEYS[order.status])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order history (spec §2 `payOrderList`), newest first. */
export function OrderListPage() {
  const { t } = useTranslation('shop');
  const dispatch = useDispatch();
  const { status, list } = useSelector(selectOrders);
  useEffect(() => {
    dispatch(ordersOpened());
  }, [dispatch]);
  return (
    <section className="aura-shop" aria-labelledby="aura-orders-title">
      <h1 id="aura-orders-title">{t('orders.title')}</h1>
      <LoadedList
        status={status}
        count={list.length}
        emptyTitle={t('orders.empty')}
        onRetry={() => dispatch(ordersOpened())}
      >
        <OrderTable orders={list} />
      </LoadedList>
      <p className="aura-refund-links">
        <ShopLink to={APP_ROUTES.shop}>{t('payment.backToShop')}</ShopLink>
        <ShopLink to={APP_ROUTES.payRefund}>{t('refund.title')}</ShopLink>
      </p>
    </section>
  );
}
