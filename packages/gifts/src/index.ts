export {
  giftsSlice,
  giftsStarted,
  giftPanelOpened,
  giftPanelClosed,
  giftTabChosen,
  giftChosen,
  giftSendPressed,
  giftSent,
  giftSendFailed,
  backpackPagePressed,
  catalogueLoaded,
  catalogueFailed,
  backpackOpened,
  backpackLoaded,
  backpackFailed,
  giftArrived,
  arrivalShown,
  type GiftsState,
  type GiftTarget,
  type GiftTab,
  type LoadStatus,
  type SendError,
} from './slice.ts';
export {
  selectArrival,
  selectBackpack,
  selectBackpackCount,
  selectChosenGift,
  selectGiftCatalogue,
  selectGiftPanel,
  type GiftsRootState,
} from './selectors.ts';
export { giftsSaga, sendError, type GiftsDependencies, type GiftsSagaEffects } from './sagas/gifts-saga.ts';
export { giftsApi, type GiftsApi } from './api.ts';
export { GiftPanel } from './components/gift-panel.tsx';
export { GiftTile, type GiftTileProps } from './components/gift-tile.tsx';
export { GiftArrival } from './components/gift-arrival.tsx';
export { BackpackPage } from './components/backpack-page.tsx';
export { runGifts } from './background.ts';
