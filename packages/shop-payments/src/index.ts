export {
  shopSlice,
  shopOpened,
  methodPayChosen,
  voucherOpened,
  voucherClosed,
  addCardPressed,
  setupOpened,
  setupClosed,
  subscriptionCardChosen,
  catalogueFailed,
  packChosen,
  planChosen,
  subscriptionCancelPressed,
  resultOpened,
  resultClosed,
  ordersOpened,
  methodsOpened,
  shopLinkFollowed,
  refundFormOpened,
  refundSubmitted,
  reportsOpened,
  type RefundForm,
  type LoadStatus,
  type ShopState,
} from './slice.ts';
export {
  selectCancelling,
  selectSavedCards,
  selectSavedCardsStatus,
  selectPaymentMethods,
  selectCatalogue,
  selectCheckout,
  selectOrders,
  selectRefundForm,
  selectRefundReports,
  selectPayResult,
  selectCardSetup,
  selectMethodPay,
  type ShopRootState,
} from './selectors.ts';
export { shopSaga, type ShopDependencies, type ShopSagaEffects } from './sagas/shop-saga.ts';
export { shopApi, type ShopApi } from './api.ts';
export { ShopPage } from './components/shop-page.tsx';
export { ShopLink } from './components/shop-link.tsx';
export { PackCard, type PackCardProps } from './components/pack-card.tsx';
export { OfferCountdown, type OfferCountdownProps } from './components/offer-countdown.tsx';
export { FirstPurchaseBanner } from './components/first-purchase-banner.tsx';
export { SubscriptionPlans, type SubscriptionPlansProps } from './components/subscription-plans.tsx';
export { SubscriptionStatus, type SubscriptionStatusProps } from './components/subscription-status.tsx';
export { VipPanel } from './components/vip-panel.tsx';
export { SavedCards } from './components/saved-cards.tsx';
export {
  PayResultPage,
  PayOutcome,
  WaitingCountdown,
  type PayResultPageProps,
} from './components/pay-result-page.tsx';
export { OrderListPage, OrderTable } from './components/order-list-page.tsx';
export { CardListPage } from './components/card-list-page.tsx';
export {
  WalletPayPage,
  VoucherPayPage,
  appleWalletSupport,
  type WalletSupport,
} from './components/method-pay-page.tsx';
export { AddCardPage, SetupOutcome, type AddCardPageProps } from './components/add-card-page.tsx';
export { PaymentMethodsPage } from './components/payment-methods-page.tsx';
export { RefundReportPage } from './components/refund-report-page.tsx';
export { RefundListPage, RefundReportItem } from './components/refund-list-page.tsx';
