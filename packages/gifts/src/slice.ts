import { signedOut } from '@aura/auth';
import type { BackpackItem, GiftCatalogue, GiftContext, GiftSent } from '@aura/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type GiftTab = 'gifts' | 'backpack';
/** Why the last send failed: the coins could not pay it (spec §8, with the way to the shop), or it failed. */
export type SendError = 'insufficientCoins' | 'failed';

/** Who the panel sends to, and from where (spec §2: a call, a chat, a profile). */
export interface GiftTarget {
  userId: string;
  name: string;
  context: GiftContext;
}

export interface GiftsState {
  catalogue: { status: LoadStatus; value: GiftCatalogue | undefined };
  backpack: { status: LoadStatus; items: BackpackItem[] };
  panel: {
    open: boolean;
    target: GiftTarget | undefined;
    tab: GiftTab;
    /** The gift chosen; its price shows before sending. */
    giftId: string | undefined;
    sending: boolean;
    error: SendError | undefined;
    /** The last gift this panel sent. */
    sent: GiftSent | undefined;
  };
  /** Gifts received and not yet shown out: the first one plays its animation. */
  arrivals: GiftSent[];
}

const initialState: GiftsState = {
  catalogue: { status: 'idle', value: undefined },
  backpack: { status: 'idle', items: [] },
  panel: {
    open: false,
    target: undefined,
    tab: 'gifts',
    giftId: undefined,
    sending: false,
    error: undefined,
    sent: undefined,
  },
  arrivals: [],
};

/** Most received gifts queued for their animation; older ones are dropped rather than played late. */
const MAX_ARRIVALS = 5;

export const giftsSlice = createSlice({
  name: 'gifts',
  initialState,
  reducers: {
    /** The slice joined the store (the shell loads the gifts after start): screens may read it now. */
    giftsStarted() {},
    giftPanelOpened(state, action: PayloadAction<GiftTarget>) {
      state.panel = { ...initialState.panel, open: true, target: action.payload };
    },
    giftPanelClosed(state) {
      state.panel.open = false;
    },
    giftTabChosen(state, action: PayloadAction<GiftTab>) {
      state.panel.tab = action.payload;
      state.panel.giftId = undefined;
      state.panel.error = undefined;
    },
    giftChosen(state, action: PayloadAction<string>) {
      state.panel.giftId = action.payload;
      state.panel.error = undefined;
    },
    giftSendPressed(state) {
      state.panel.sending = true;
      state.panel.error = undefined;
    },
    giftSent(state, action: PayloadAction<GiftSent>) {
      state.panel.sending = false;
      state.panel.sent = action.payload;
    },
    giftSendFailed(state, action: PayloadAction<SendError>) {
      state.panel.sending = false;
      state.panel.error = action.payload;
    },
    /** The panel's way to the backpack page (spec §3 backpackEntrance): the panel closes, the page opens. */
    backpackPagePressed(state) {
      state.panel.open = false;
    },
    catalogueLoading(state) {
      state.catalogue.status = 'loading';
    },
    catalogueLoaded(state, action: PayloadAction<GiftCatalogue>) {
      state.catalogue = { status: 'ready', value: action.payload };
    },
    catalogueFailed(state) {
      state.catalogue.status = 'failed';
    },
    /** The backpack page opened (or asks again). */
    backpackOpened(state) {
      state.backpack.status = state.backpack.status === 'ready' ? 'ready' : 'loading';
    },
    backpackLoaded(state, action: PayloadAction<BackpackItem[]>) {
      state.backpack = { status: 'ready', items: action.payload };
      // The last of a backpack gift went: it can no longer be chosen there.
      const { tab, giftId } = state.panel;
      if (tab === 'backpack' && !action.payload.some((item) => item.gift.giftId === giftId))
        state.panel.giftId = undefined;
    },
    backpackFailed(state) {
      state.backpack.status = 'failed';
    },
    giftArrived(state, action: PayloadAction<GiftSent>) {
      if (state.arrivals.some((sent) => sent.sendId === action.payload.sendId)) return;
      state.arrivals = [...state.arrivals, action.payload].slice(-MAX_ARRIVALS);
    },
    arrivalShown(state, action: PayloadAction<string>) {
      state.arrivals = state.arrivals.filter((sent) => sent.sendId !== action.payload);
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const {
  giftsStarted,
  giftPanelOpened,
  giftPanelClosed,
  giftTabChosen,
  giftChosen,
  giftSendPressed,
  giftSent,
  giftSendFailed,
  backpackPagePressed,
  catalogueLoading,
  catalogueLoaded,
  catalogueFailed,
  backpackOpened,
  backpackLoaded,
  backpackFailed,
  giftArrived,
  arrivalShown,
} = giftsSlice.actions;
