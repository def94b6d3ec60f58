// Saving a card without a purchase (spec §2 `paymentInfoAdd`, docs/payments.md "Adding a card"): a setup at the PSP
// (its hosted "save a card" page), and the PSP's signed setup event applied once: the card (token, brand, last four,
// expiry; never a number) joins the user's saved cards. And another saved card put on the held subscription.
import { randomBytes } from 'node:crypto';
import { BUSINESS_CODES, type CardSetup, type Subscription } from '@aura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import { cardView } from './cards.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { cardSetups, paySubscriptions, pspEvents, savedCards } from './schema.ts';
import type { EventResult } from './service.ts';
import { subscriptionView } from './subscriptions.ts';

/** A waiting setup whose user is looking at it is asked about at the PSP at most this often (a lost event). */
export const SETUP_ASK_AFTER_MS = 5_000;

type SetupRow = typeof cardSetups.$inferSelect;
type CardRow = typeof savedCards.$inferSelect;

export interface CardSetupsOptions {
  db: Db;
  provider: PaymentProvider;
  now: () => number;
  /** The site's origin, for the PSP's way back to /paymentInfoAdd. */
  publicUrl: string;
}

export class CardSetups {
  constructor(private readonly options: CardSetupsOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  /** Opens a setup at the PSP; answers it (waiting) and the PSP's page. */
  async create(userId: number, returnTo?: string): Promise<{ setup: CardSetup; setupUrl: string }> {
    const { provider } = this.options;
    if (!provider.createSetup)
      throw new GatewayError(BUSINESS_CODES.cardSetupUnavailable, 'Cards are saved with a purchase here.');
    const now = this.options.now();
    const setupNo = `AS${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
    const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : '';
    const { setupId, setupUrl } = await provider.createSetup({
      reference: setupNo,
      returnUrl: `${this.options.publicUrl}/paymentInfoAdd?setupNo=${setupNo}${back}`,
    });
    const [row] = await this.db
      .insert(cardSetups)
      .values({
        setupNo,
        userId,
        psp: provider.name,
        pspSetupId: setupId,
        status: 'waiting',
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    return { setup: this.view(row!, undefined), setupUrl };
  }

  /**
   * One of the user's setups as the server knows it. A setup still waiting is asked about at the PSP (at most every
   * `SETUP_ASK_AFTER_MS`): an event that never came is applied as if it had, once.
   */
  async get(userId: number, setupNo: string): Promise<CardSetup> {
    let row = await this.row(setupNo);
    if (!row || row.userId !== userId)
      throw new GatewayError(BUSINESS_CODES.cardSetupNotFound, 'No such card setup.');
    const { provider } = this.options;
    if (
      row.status === 'waiting' &&
      provider.retrieveSetup &&
      row.psp === provider.name &&
      row.updatedAt.getTime() <= this.options.now() - SETUP_ASK_AFTER_MS
    ) {
      const event = await provider.retrieveSetup(row.pspSetupId);
      if (event.outcome === 'waiting' || event.outcome === 'processing')
        await this.db
          .update(cardSetups)
          .set({ updatedAt: new Date(this.options.now()) })
          .where(and(eq(cardSetups.id, row.id), eq(cardSetups.status, 'waiting')));
      else await this.apply(event);
      row = (await this.row(setupNo))!;
    }
    return this.view(row, row.cardId === null ? undefined : await this.card(row.cardId));
  }

  /**
   * Applies one setup event of the PSP, once: the event id is claimed (a repeat, even at the same moment, waits
   * for the first and then does nothing), the setup locked, and a success saves the card (one row per PSP token:
   * the same card told again under another event id is not saved twice), all in one transaction.
   */
  apply(event: PaymentEvent): Promise<EventResult> {
    const psp = this.options.provider.name;
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(pspEvents)
        .values({
          psp,
          eventId: event.eventId,
          orderNo: event.reference.slice(0, 64),
          type: `setup:${event.outcome}`,
        })
        .onConflictDoNothing()
        .returning({ eventId: pspEvents.eventId });
      if (claimed.length === 0) return 'duplicate';
      const [setup] = await tx
        .select()
        .from(cardSetups)
        .where(and(eq(cardSetups.psp, psp), eq(cardSetups.pspSetupId, event.paymentId)))
        .for('update');
      if (!setup || setup.setupNo !== event.reference) return 'unknown';
      if (setup.status !== 'waiting' || event.outcome === 'waiting' || event.outcome === 'processing')
        return 'ignored';
      const now = new Date(this.options.now());
      const method = event.paymentMethod;
      if (event.outcome === 'success' && !method) return 'ignored';
      let cardId: number | null = null;
      if (event.outcome === 'success' && method) {
        await tx
          .insert(savedCards)
          .values({ userId: setup.userId, psp, ...method })
          .onConflictDoNothing();
        const [card] = await tx
          .select({ id: savedCards.id, userId: savedCards.userId })
          .from(savedCards)
          .where(and(eq(savedCards.psp, psp), eq(savedCards.token, method.token)));
        if (card?.userId === setup.userId) cardId = card.id;
      }
      await tx
        .update(cardSetups)
        .set({
          status: event.outcome === 'success' && cardId === null ? 'failure' : event.outcome,
          failureReason:
            event.outcome === 'failure'
              ? (event.failureReason ?? 'declined')
              : event.outcome === 'success' && cardId === null
                ? 'card_of_another_user'
                : null,
          cardId,
          updatedAt: now,
        })
        .where(eq(cardSetups.id, setup.id));
      return 'applied';
    });
  }

  /**
   * Puts one of the user's saved cards on the active subscription: its next renewal, or the next try of a renewal
   * that failed (dunning), is charged on it. Another user's card is `cardNotFound`.
   */
  async useForSubscription(userId: number, cardId: number): Promise<{ subscription: Subscription }> {
    const [card] = await this.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)));
    if (!card) throw new GatewayError(BUSINESS_CODES.cardNotFound, 'No such card.');
    const [sub] = await this.db
      .update(paySubscriptions)
      .set({
        paymentMethod: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        updatedAt: new Date(this.options.now()),
      })
      .where(
        and(
          eq(paySubscriptions.userId, userId),
          eq(paySubscriptions.status, 'active'),
          eq(paySubscriptions.psp, card.psp),
        ),
      )
      .returning();
    if (!sub) throw new GatewayError(BUSINESS_CODES.subscriptionNotFound, 'No subscription renews.');
    return { subscription: subscriptionView(sub) };
  }

  private async row(setupNo: string): Promise<SetupRow | undefined> {
    const [row] = await this.db.select().from(cardSetups).where(eq(cardSetups.setupNo, setupNo));
    return row;
  }

  private async card(id: number): Promise<CardRow | undefined> {
    const [card] = await this.db.select().from(savedCards).where(eq(savedCards.id, id));
    return card;
  }

  private view(row: SetupRow, card: CardRow | undefined): CardSetup {
    return {
      setupNo: row.setupNo,
      status: row.status,
      failureReason: row.failureReason,
      card: card ? cardView(card) : null,
      createdAt: row.createdAt.getTime(),
    };
  }
}
