import type { Gift } from '@aura/contracts';
import type { GiftsState } from './slice.ts';

export interface GiftsRootState {
  gifts: GiftsState;
}

export const selectGiftCatalogue = (state: GiftsRootState) => state.gifts.catalogue;
export const selectBackpack = (state: GiftsRootState) => state.gifts.backpack;
export const selectGiftPanel = (state: GiftsRootState) => state.gifts.panel;
export const selectArrival = (state: GiftsRootState) => state.gifts.arrivals[0];

/** The gift chosen in the panel, from the catalogue or the backpack. */
export function selectChosenGift(state: GiftsRootState): Gift | undefined {
  const { giftId } = state.gifts.panel;
  if (!giftId) return undefined;
  return state.gifts.catalogue.value?.gifts.find((gift) => gift.giftId === giftId);
}

/** How many of a gift the backpack holds. */
export const selectBackpackCount = (state: GiftsRootState, giftId: string): number =>
  state.gifts.backpack.items.find((item) => item.gift.giftId === giftId)?.count ?? 0;
