// Saved cards (docs/payments.md "Saved cards"): what the user sees of them (never the PSP's token) and removing one.
import type { SavedCard } from '@aura/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paySubscriptions, savedCards } from './schema.ts';
import { cardsOf } from './subscriptions.ts';

/** A saved card as the user sees it (never the PSP's token). */
export function cardView(card: typeof savedCards.$inferSelect): SavedCard {
  return {
    id: String(card.id),
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
    savedAt: card.createdAt.getTime(),
  };
}

/** The user's saved cards, newest first: brand, last four, expiry. */
export async function cardViews(db: Db, userId: number): Promise<SavedCard[]> {
  return (await cardsOf(db, userId)).map(cardView);
}

/**
 * Removes one of the user's saved cards. The subscription that renews on it (active) is cancelled in the same
 * transaction: held until its period ends, it renews no more (no charge on a card the user took away); its token is
 * forgotten. Another user's card, or one gone already, changes nothing. The card stays at the PSP (the port has no
 * call to detach it).
 */
export async function removeCard(db: Db, userId: number, cardId: number, now: number): Promise<SavedCard[]> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .delete(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)))
      .returning();
    if (!card) return;
    const renewsOn = and(
      eq(paySubscriptions.userId, userId),
      eq(paySubscriptions.paymentMethod, card.token),
      inArray(paySubscriptions.status, ['active', 'cancelled']),
    );
    await tx
      .update(paySubscriptions)
      .set({
        status: 'cancelled',
        paymentMethod: null,
        cardBrand: null,
        cardLast4: null,
        updatedAt: new Date(now),
      })
      .where(renewsOn);
  });
  return cardViews(db, userId);
}
