import { useTranslation } from '@aura/i18n-catalog';
import {
  AddCardPage,
  VoucherPayPage,
  WalletPayPage,
  CardListPage,
  OrderListPage,
  PayResultPage,
  PaymentMethodsPage,
  RefundListPage,
  RefundReportPage,
  ShopPage,
  shopSaga,
  shopSlice,
} from '@aura/shop-payments';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../store.ts';
import { useTabTitle } from './tab-title.ts';

// The shop's routes (@aura/shop-payments), one lazy chunk: the shop's slice and saga join the store when one of them
// first opens, so none of the shop is in the app's first load (docs/performance.md). The chunk imports nothing
// from the router: every module it shares with the entry splits the entry into one more first-load script.

const started = new WeakSet<AppStore>();

/** Adds the shop's slice and starts its saga in this store, once. */
function useShopFeature() {
  const store = useStore() as AppStore;
  useState(() => {
    if (started.has(store)) return;
    started.add(store);
    store.addFeature(shopSlice, ({ gateway, navigate, effects }) =>
      shopSaga({ gateway, navigate, effects, redirect: (url) => window.location.assign(url) }),
    );
  });
}

/** The shell's page names of the shop's routes (their titles are `shell.pages.<name>.title`). */
type ShopPageName =
  | 'shop'
  | 'payRes'
  | 'payOrderList'
  | 'payRefund'
  | 'refundBack'
  | 'cardList'
  | 'paymentMethodsList'
  | 'paymentInfoAdd'
  | 'applePay'
  | 'pagsmile';

/** What every shop route does first: the shop joins the store, and the tab says the page's title. */
function useShopRoute(page: ShopPageName) {
  useShopFeature();
  const { t } = useTranslation();
  const title = useTabTitle(t(`shell.pages.${page}.title`));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A parameter of the address the page opened with (read once). */
function useSearchParam(name: string): string | undefined {
  const [value] = useState(() => new URLSearchParams(window.location.search).get(name) ?? undefined);
  return value;
}

export function ShopRoutePage() {
  useShopRoute('shop');
  // `?returnTo=`: the page of the "not enough coins" moment that sent the user here (the shop checks it).
  const returnTo = useSearchParam('returnTo');
  return <ShopPage {...(returnTo ? { returnTo } : {})} />;
}

/** payRes: the PSP sends the tab back here with `?orderNo=`; the page shows what the server knows of it. */
export function PayResultRoutePage() {
  useShopRoute('payRes');
  return <PayResultPage orderNo={useSearchParam('orderNo') ?? ''} />;
}

export function OrderListRoutePage() {
  useShopRoute('payOrderList');
  return <OrderListPage />;
}

/** payRefund: report a top-up issue; `?orderNo=` chooses the order. */
export function RefundReportRoutePage() {
  useShopRoute('payRefund');
  const orderNo = useSearchParam('orderNo');
  return <RefundReportPage {...(orderNo ? { orderNo } : {})} />;
}

/** refundBack: the user's refund reports and their states. */
export function RefundListRoutePage() {
  useShopRoute('refundBack');
  return <RefundListPage />;
}

/** cardList: the saved cards, each with Remove. */
export function CardListRoutePage() {
  useShopRoute('cardList');
  return <CardListPage />;
}

/** paymentMethodsList: the ways to pay the shop's PSP offers, and the saved cards. */
export function PaymentMethodsRoutePage() {
  useShopRoute('paymentMethodsList');
  return <PaymentMethodsPage />;
}

/** paymentInfoAdd: "Add a card" (no purchase); the PSP sends the tab back with `?setupNo=` (and `?returnTo=`). */
export function AddCardRoutePage() {
  useShopRoute('paymentInfoAdd');
  const setupNo = useSearchParam('setupNo');
  const returnTo = useSearchParam('returnTo');
  return <AddCardPage {...(setupNo ? { setupNo } : {})} {...(returnTo ? { returnTo } : {})} />;
}

/** appplePay: the wallet checkout of a chosen pack (`?packId=`: the page offers every pack, that one first chosen). */
export function WalletRoutePage() {
  useShopRoute('applePay');
  const packId = useSearchParam('packId');
  return <WalletPayPage {...(packId ? { packId } : {})} />;
}

/** pagsmile: a local method, a voucher paid later at a shop or bank (`?orderNo=` once issued); then payRes. */
export function VoucherRoutePage() {
  useShopRoute('pagsmile');
  const packId = useSearchParam('packId');
  const orderNo = useSearchParam('orderNo');
  return <VoucherPayPage {...(packId ? { packId } : {})} {...(orderNo ? { orderNo } : {})} />;
}
