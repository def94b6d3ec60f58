// The sandbox PSP's saved cards, as a payments test steers them (docs/payments.md): one place for the two suites
// that charge a saved card again (renewals) and make it fail or pay.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import type { CardScenario } from '../src/modules/payments/sandbox/cards.ts';

/** What the user's saved card does when charged from now on (the sandbox's books): funds gone, or back. */
export const cardDoes = (db: Db, userId: number, scenario: CardScenario) =>
  db.execute(sql`
    UPDATE sandbox_psp_payment_methods SET scenario = ${scenario}
    WHERE id IN (SELECT payment_method FROM pay_subscriptions WHERE user_id = ${userId})`);
