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

function useTitle(page: string) {
  const title = useTabTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function ShopRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.shop.title'));
  // `?returnTo=`: the page of the "not enough coins" moment that sent the user here (the shop checks it).
  const [returnTo] = useState(() => new URLSearchParams(window.location.search).get('returnTo') ?? undefined);
  return <ShopPage {...(returnTo ? { returnTo } : {})} />;
}

/** payRes: the PSP sends the tab back here with `?orderNo=`; the page shows what the server knows of it. */
export function PayResultRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.payRes.title'));
  const [orderNo] = useState(() => new URLSearchParams(window.location.search).get('orderNo') ?? '');
  return <PayResultPage orderNo={orderNo} />;
}

export function OrderListRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.payOrderList.title'));
  return <OrderListPage />;
}

/** payRefund: report a top-up issue; `?orderNo=` chooses the order. */
export function RefundReportRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.payRefund.title'));
  const [orderNo] = useState(() => new URLSearchParams(window.location.search).get('orderNo') ?? undefined);
  return <RefundReportPage {...(orderNo ? { orderNo } : {})} />;
}

/** refundBack: the user's refund reports and their states. */
export function RefundListRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.refundBack.title'));
  return <RefundListPage />;
}

/** cardList: the saved cards, each with Remove. */
export function CardListRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.cardList.title'));
  return <CardListPage />;
}

/** paymentMethodsList: the ways to pay the shop's PSP offers, and the saved cards. */
export function PaymentMethodsRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.paymentMethodsList.title'));
  return <PaymentMethodsPage />;
}

/** paymentInfoAdd: "Add a card" (no purchase); the PSP sends the tab back with `?setupNo=` (and `?returnTo=`). */
export function AddCardRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.paymentInfoAdd.title'));
  const [{ setupNo, returnTo }] = useState(() => {
    const search = new URLSearchParams(window.location.search);
    return { setupNo: search.get('setupNo') ?? undefined, returnTo: search.get('returnTo') ?? undefined };
  });
  return <AddCardPage {...(setupNo ? { setupNo } : {})} {...(returnTo ? { returnTo } : {})} />;
}

/** `?packId=`: the pack chosen before (the page offers every pack, that one first chosen). */
function usePackId() {
  const [packId] = useState(() => new URLSearchParams(window.location.search).get('packId') ?? undefined);
  return packId ? { packId } : {};
}

/** appplePay: the wallet checkout of a chosen pack (the PSP's wallet standing in for Apple Pay). */
export function WalletRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.applePay.title'));
  return <WalletPayPage {...usePackId()} />;
}

/** pagsmile: a local method, a voucher paid later at a shop or bank (`?orderNo=` once issued); then payRes. */
export function VoucherRoutePage() {
  useShopFeature();
  const { t } = useTranslation();
  useTitle(t('shell.pages.pagsmile.title'));
  const [orderNo] = useState(() => new URLSearchParams(window.location.search).get('orderNo') ?? undefined);
  return <VoucherPayPage {...usePackId()} {...(orderNo ? { orderNo } : {})} />;
}
