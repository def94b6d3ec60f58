import type { ShopState } from './slice.ts';
import { shopSlice } from './slice.ts';

/** The state the shop reads; the shell injects the slice when a shop route first opens, so it may be missing. */
export interface ShopRootState {
  shop?: ShopState;
}

const initial = shopSlice.getInitialState();
const shopOf = (state: ShopRootState): ShopState => state.shop ?? initial;

export const selectCatalogue = (state: ShopRootState) => shopOf(state).catalogue;
export const selectCheckout = (state: ShopRootState) => shopOf(state).checkout;
export const selectSavedCards = (state: ShopRootState) => shopOf(state).cards;
export const selectSavedCardsStatus = (state: ShopRootState) => shopOf(state).cardsStatus;
/** Whether the PSP can save a card without a purchase: "Add a card" is offered only then. */
export const selectCanSaveCard = (state: ShopRootState) => shopOf(state).cardSetup;
export const selectPaymentMethods = (state: ShopRootState) => shopOf(state).methods;
export const selectCancelling = (state: ShopRootState) => shopOf(state).cancelling;
export const selectPayResult = (state: ShopRootState) => shopOf(state).result;
export const selectOrders = (state: ShopRootState) => shopOf(state).orders;
export const selectRefundForm = (state: ShopRootState) => shopOf(state).refund;
export const selectRefundReports = (state: ShopRootState) => shopOf(state).reports;
export const selectCardSetup = (state: ShopRootState) => shopOf(state).setup;
export const selectMethodPay = (state: ShopRootState) => shopOf(state).methodPay;
