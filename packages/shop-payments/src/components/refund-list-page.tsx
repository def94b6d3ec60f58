import { APP_ROUTES, type RefundReport } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectRefundReports } from '../selectors.ts';
import { reportsOpened } from '../slice.ts';
import { LoadedList } from './loaded-list.tsx';
import { ShopLink } from './shop-link.tsx';
import { useLocale } from './use-locale.ts';
import './shop.css';

/** One report: its order, category, state (spec §4) and the promise's date or the coins the decision moved. */
export function RefundReportItem({ report }: { report: RefundReport }) {
  const { t } = useTranslation('shop');
  const date = new Intl.DateTimeFormat(useLocale(), { dateStyle: 'medium' });
  return (
    <li className="aura-refund-report" aria-label={report.orderNo}>
      <strong>{report.orderNo}</strong>
      <span>{t(`refund.categories.${report.category}`)}</span>
      <span className="aura-refund-status" data-status={report.status}>
        {t(`refund.statuses.${report.status}`)}
      </span>
      <span className="aura-shop-hint">
        {report.status === 'processing'
          ? t('refund.answerBy', { date: date.format(report.answerBy) })
          : report.coins > 0
            ? t('coinAmount', { count: report.coins })
            : null}
      </span>
    </li>
  );
}

/** The user's refund reports and their states (spec §2 refundBack), newest first. */
export function RefundListPage() {
  const { t } = useTranslation('shop');
  const dispatch = useDispatch();
  const { status, list } = useSelector(selectRefundReports);
  useEffect(() => {
    dispatch(reportsOpened());
  }, [dispatch]);
  return (
    <section className="aura-shop" aria-labelledby="aura-refunds-title">
      <h1 id="aura-refunds-title">{t('refund.reports')}</h1>
      <LoadedList
        status={status}
        count={list.length}
        emptyTitle={t('refund.noReports')}
        onRetry={() => dispatch(reportsOpened())}
      >
        <ul className="aura-refund-reports">
          {list.map((report) => (
            <RefundReportItem key={report.id} report={report} />
          ))}
        </ul>
      </LoadedList>
      <p className="aura-refund-links">
        <ShopLink to={APP_ROUTES.payRefund}>{t('refund.title')}</ShopLink>
        <ShopLink to={APP_ROUTES.payOrderList}>{t('orders.title')}</ShopLink>
      </p>
    </section>
  );
}
