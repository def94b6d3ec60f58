import type {
  CardSetup,
  PaymentMethodKind,
  PayOrder,
  PayVoucher,
  RefundCategory,
  RefundReport,
  SavedCard,
  ShopCatalogue,
  ShopCurrency,
  Subscription,
} from '@aura/contracts';
import { signedOut, type Message } from '@aura/auth';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ShopState {
  /** `skewMs`: how far the server's clock is ahead of the device's, for the discounts' countdowns. */
  catalogue: {
    status: LoadStatus;
    value: ShopCatalogue | undefined;
    currency: ShopCurrency;
    skewMs?: number;
  };
  /** The pack (or plan) whose checkout is being opened, and why the last attempt failed (spec §8's words). */
  checkout: { packId: string | undefined; error: { key: string } | undefined };
  /** Cancelling the subscription is under way. */
  cancelling: boolean;
  /** The user's saved cards (cardList), read with the shop or on their own page; how that reading went. */
  cards: SavedCard[];
  cardsStatus: LoadStatus;
  /** Whether the PSP can save a card without a purchase ("Add a card"), as the server last said. */
  cardSetup: boolean;
  /** paymentMethodsList: the ways to pay the PSP's checkout offers (the saved cards are `cards`). */
  methods: { status: LoadStatus; list: PaymentMethodKind[] };
  /** The order payRes shows, as the server knows it; `status` of the reading itself. */
  result: { orderNo: string | undefined; status: LoadStatus; order: PayOrder | undefined };
  orders: { status: LoadStatus; list: PayOrder[] };
  /** payRefund's form: its captcha (a new one after each try), the report being sent, why it was refused. */
  refund: {
    captcha: { status: LoadStatus; captchaId?: string; image?: string };
    submitting: boolean;
    error: Message | undefined;
    filed: RefundReport | undefined;
  };
  /** refundBack: the user's reports and their states. */
  reports: { status: LoadStatus; list: RefundReport[] };
  /** paymentInfoAdd: the card setup being opened or read (as the server knows it), and why a call failed. */
  setup: { status: LoadStatus; value: CardSetup | undefined; error: { key: string } | undefined };
  /** appplePay and pagsmile: an order being opened for the wallet or a voucher, the voucher and its order as read. */
  methodPay: {
    busy: boolean;
    error: { key: string } | undefined;
    voucher: { order: PayOrder; voucher: PayVoucher | null } | undefined;
  };
}

/** What payRefund's form sends (the captcha's id is the state's). */
export interface RefundForm {
  orderNo: string;
  category: RefundCategory;
  description: string;
  /** Base64 of the proof image's bytes. */
  proofImage?: string;
  captcha: string;
}

const initialState: ShopState = {
  catalogue: { status: 'idle', value: undefined, currency: 'USD' },
  checkout: { packId: undefined, error: undefined },
  cancelling: false,
  cards: [],
  cardsStatus: 'idle',
  cardSetup: true,
  methods: { status: 'idle', list: [] },
  result: { orderNo: undefined, status: 'idle', order: undefined },
  orders: { status: 'idle', list: [] },
  refund: { captcha: { status: 'idle' }, submitting: false, error: undefined, filed: undefined },
  reports: { status: 'idle', list: [] },
  setup: { status: 'idle', value: undefined, error: undefined },
  methodPay: { busy: false, error: undefined, voucher: undefined },
};

export const shopSlice = createSlice({
  name: 'shop',
  initialState,
  reducers: {
    /** The shop page opened (or its retry was pressed), in the user's currency. */
    shopOpened(state, action: PayloadAction<{ currency?: ShopCurrency } | undefined>) {
      state.catalogue.status = 'loading';
      if (action.payload?.currency) state.catalogue.currency = action.payload.currency;
    },
    catalogueLoaded(state, action: PayloadAction<ShopCatalogue & { skewMs?: number }>) {
      const { skewMs = 0, ...value } = action.payload;
      state.catalogue = { status: 'ready', value, currency: value.currency, skewMs };
      state.cardSetup = value.cardSetup;
    },
    /** The saved cards' page opened: read them again, the list known so far shown meanwhile. */
    cardsOpened(state) {
      if (state.cardsStatus !== 'ready') state.cardsStatus = 'loading';
    },
    cardsFailed(state) {
      state.cardsStatus = 'failed';
    },
    cardsLoaded(state, action: PayloadAction<{ cards: SavedCard[]; cardSetup?: boolean }>) {
      state.cards = action.payload.cards;
      if (action.payload.cardSetup !== undefined) state.cardSetup = action.payload.cardSetup;
      state.cardsStatus = 'ready';
    },
    /** The payment methods' page opened: read the PSP's ways to pay and the saved cards. */
    methodsOpened(state) {
      if (state.methods.status !== 'ready') state.methods.status = 'loading';
    },
    methodsFailed(state) {
      state.methods.status = 'failed';
    },
    methodsLoaded(
      state,
      action: PayloadAction<{ methods: PaymentMethodKind[]; cards: SavedCard[]; cardSetup: boolean }>,
    ) {
      state.methods = { status: 'ready', list: action.payload.methods };
      state.cards = action.payload.cards;
      state.cardSetup = action.payload.cardSetup;
      state.cardsStatus = 'ready';
    },
    /** Remove pressed on a saved card: the saga removes it (a subscription renewing on it stops renewing). */
    cardRemovePressed(_state, _action: PayloadAction<{ id: string }>) {},
    catalogueFailed(state) {
      state.catalogue.status = 'failed';
    },
    /** Buy pressed on a pack: the saga makes the order and hands the tab to the PSP's checkout. */
    packChosen(state, action: PayloadAction<{ packId: string }>) {
      state.checkout = { packId: action.payload.packId, error: undefined };
    },
    checkoutFailed(state, action: PayloadAction<{ key: string }>) {
      state.checkout = { packId: undefined, error: action.payload };
      state.cancelling = false;
    },
    /** Subscribe pressed on a plan: the saga makes the subscription's first order and opens its checkout. */
    planChosen(state, action: PayloadAction<{ planId: string }>) {
      state.checkout = { packId: action.payload.planId, error: undefined };
    },
    /** Cancel confirmed: the subscription stops renewing at its period's end. */
    subscriptionCancelPressed(state) {
      state.cancelling = true;
      state.checkout.error = undefined;
    },
    subscriptionCancelled(state, action: PayloadAction<Subscription>) {
      state.cancelling = false;
      if (state.catalogue.value) state.catalogue.value.subscription = action.payload;
    },
    /** payRes opened for an order: the saga reads it until its outcome is final. */
    resultOpened(state, action: PayloadAction<{ orderNo: string }>) {
      const same = state.result.orderNo === action.payload.orderNo;
      state.result = {
        orderNo: action.payload.orderNo,
        status: same && state.result.order ? 'ready' : 'loading',
        order: same ? state.result.order : undefined,
      };
    },
    resultRead(state, action: PayloadAction<PayOrder>) {
      if (state.result.orderNo === action.payload.orderNo)
        state.result = { ...state.result, status: 'ready', order: action.payload };
    },
    resultFailed(state) {
      state.result.status = 'failed';
    },
    resultClosed(state) {
      state.result = initialState.result;
    },
    /** The history opened: read again, the list known so far shown meanwhile. */
    ordersOpened(state) {
      if (state.orders.status !== 'ready') state.orders.status = 'loading';
    },
    ordersLoaded(state, action: PayloadAction<PayOrder[]>) {
      state.orders = { status: 'ready', list: action.payload };
    },
    ordersFailed(state) {
      state.orders.status = 'failed';
    },
    /** payRefund opened: the saga brings a captcha and the orders to choose from. */
    refundFormOpened() {},
    /** payRefund left: the next visit starts a fresh form. */
    refundFormClosed(state) {
      state.refund = initialState.refund;
    },
    /** Another picture asked for (or needed: each try uses one up). */
    captchaRequested(state) {
      state.refund.captcha = { status: 'loading' };
    },
    captchaLoaded(state, action: PayloadAction<{ captchaId: string; image: string }>) {
      state.refund.captcha = { status: 'ready', ...action.payload };
    },
    captchaFailed(state) {
      state.refund.captcha = { status: 'failed' };
    },
    refundSubmitted(state, _action: PayloadAction<RefundForm>) {
      state.refund.submitting = true;
      state.refund.error = undefined;
    },
    refundFiled(state, action: PayloadAction<RefundReport>) {
      state.refund = { ...state.refund, submitting: false, filed: action.payload };
      state.reports.list = [action.payload, ...state.reports.list.filter((r) => r.id !== action.payload.id)];
    },
    refundFailed(state, action: PayloadAction<Message>) {
      state.refund.submitting = false;
      state.refund.error = action.payload;
    },
    /** refundBack opened: the reports read again. */
    reportsOpened(state) {
      if (state.reports.status !== 'ready') state.reports.status = 'loading';
    },
    reportsLoaded(state, action: PayloadAction<RefundReport[]>) {
      state.reports = { status: 'ready', list: action.payload };
    },
    reportsFailed(state) {
      state.reports.status = 'failed';
    },
    /** "Add a card": the saga opens a setup and sends the tab to the PSP's page (back to `returnTo` later). */
    addCardPressed(state, _action: PayloadAction<{ returnTo?: string }>) {
      state.setup = { status: 'loading', value: undefined, error: undefined };
    },
    /** The PSP sent the tab back (`?setupNo=`): the saga reads the setup until it is final. */
    setupOpened(state, action: PayloadAction<{ setupNo: string }>) {
      // What is known of the same setup stays shown meanwhile.
      const known = state.setup.value?.setupNo === action.payload.setupNo ? state.setup.value : undefined;
      state.setup = { status: 'loading', value: known, error: undefined };
    },
    setupRead(state, action: PayloadAction<CardSetup>) {
      state.setup = { status: 'ready', value: action.payload, error: undefined };
    },
    setupFailed(state, action: PayloadAction<{ key: string }>) {
      state.setup.status = 'failed';
      state.setup.error = action.payload;
    },
    setupClosed(state) {
      state.setup = initialState.setup;
    },
    /** Another saved card chosen for the subscription (its next renewal is charged on it). */
    subscriptionCardChosen(_state, _action: PayloadAction<{ id: string }>) {},
    /** A pack chosen on appplePay (the wallet) or pagsmile (a voucher): the saga opens its order. */
    methodPayChosen(state, _action: PayloadAction<{ packId: string; method: 'wallet' | 'voucher' }>) {
      state.methodPay.busy = true;
      state.methodPay.error = undefined;
    },
    methodPayFailed(state, action: PayloadAction<{ key: string }>) {
      state.methodPay.busy = false;
      state.methodPay.error = action.payload;
    },
    /** pagsmile shows a voucher: the saga reads it (and its order) until the order is final, then opens payRes. */
    voucherOpened(_state, _action: PayloadAction<{ orderNo: string }>) {},
    voucherRead(state, action: PayloadAction<{ order: PayOrder; voucher: PayVoucher | null }>) {
      state.methodPay = { busy: false, error: undefined, voucher: action.payload };
    },
    voucherClosed(state) {
      state.methodPay = initialState.methodPay;
    },
    /** A link of the shop's pages was followed (an app path): the saga navigates there. */
    shopLinkFollowed(_state, _action: PayloadAction<{ to: string }>) {},
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  methodPayChosen,
  methodPayFailed,
  voucherOpened,
  voucherRead,
  voucherClosed,
  addCardPressed,
  setupOpened,
  setupRead,
  setupFailed,
  setupClosed,
  subscriptionCardChosen,
  shopOpened,
  catalogueLoaded,
  catalogueFailed,
  cardsLoaded,
  cardsOpened,
  cardsFailed,
  cardRemovePressed,
  methodsOpened,
  methodsFailed,
  methodsLoaded,
  packChosen,
  checkoutFailed,
  planChosen,
  subscriptionCancelPressed,
  subscriptionCancelled,
  resultOpened,
  resultRead,
  resultFailed,
  resultClosed,
  ordersOpened,
  ordersLoaded,
  ordersFailed,
  shopLinkFollowed,
  refundFormOpened,
  refundFormClosed,
  captchaRequested,
  captchaLoaded,
  captchaFailed,
  refundSubmitted,
  refundFiled,
  refundFailed,
  reportsOpened,
  reportsLoaded,
  reportsFailed,
} = shopSlice.actions;
