import type { GiftCatalogue, GiftSent } from '@aura/contracts';

/** A catalogue as the gateway's built-in one answers it. */
export const CATALOGUE: GiftCatalogue = {
  gifts: [
    { giftId: 'rose', name: 'Rose', icon: '🌹', giftStar: 1, price: 10, points: 5, animation: 'float' },
    { giftId: 'heart', name: 'Heart', icon: '💖', giftStar: 2, price: 50, points: 25, animation: 'burst' },
    { giftId: 'crown', name: 'Crown', icon: '👑', giftStar: 5, price: 1000, points: 500, animation: 'rain' },
  ],
  backpackEntrance: true,
  backpackGiftEntrance: true,
};

export const ROSE = CATALOGUE.gifts[0]!;
export const HEART = CATALOGUE.gifts[1]!;

/** A rose Noor sent Ada in a call. */
export const SENT: GiftSent = {
  sendId: 'send-0001-rose',
  fromUserId: '11',
  fromName: 'Noor',
  toUserId: '12',
  gift: ROSE,
  context: 'call',
  fromBackpack: false,
  sentAt: Date.UTC(2026, 10, 26, 18, 0),
};
