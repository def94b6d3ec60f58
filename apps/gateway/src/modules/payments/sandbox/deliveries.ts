// The sandbox PSP's webhook deliveries (docs/payments.md "The sandbox PSP"): due events sent in a shuffled order, one
// in `duplicateRate` twice at once, retried while not answered 2xx after 1 s, 2 s, 4 s … up to an hour.
import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sandboxPspDeliveries } from '../schema.ts';
import { SIGNATURE_HEADER, signHeader } from './signing.ts';

/** Where the sandbox delivers its webhooks on the gateway. */
export const SANDBOX_WEBHOOK_PATH = '/api/pay/webhook/sandbox';

/** Sends one webhook (the gateway's own route, in-process); answers the HTTP status. */
export type WebhookTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

/** After this many failed attempts a webhook is given up; the merchant's reconciliation asks instead. */
export const MAX_DELIVERY_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 3_600_000;

export interface DeliveryContext {
  db: Db;
  now: () => number;
  secret: string;
  random: () => number;
}

/** Delivers the webhooks that are due; answers how many were tried. */
export async function deliverDue(
  { db, now: clock, secret, random }: DeliveryContext,
  duplicateRate: number,
  transport: WebhookTransport,
): Promise<number> {
  const now = clock();
  const due = await db
    .select()
    .from(sandboxPspDeliveries)
    .where(
      and(
        isNull(sandboxPspDeliveries.deliveredAt),
        lte(sandboxPspDeliveries.nextAt, new Date(now)),
        lt(sandboxPspDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
      ),
    )
    .orderBy(asc(sandboxPspDeliveries.id))
    .limit(50);
  const shuffled = due
    .map((delivery) => ({ delivery, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ delivery }) => delivery);
  await Promise.all(
    shuffled.map(async (delivery) => {
      const copies = random() < duplicateRate ? 2 : 1;
      const send = async () => {
        const body = delivery.body;
        const headers = {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signHeader(secret, clock(), body),
        };
        try {
          return await transport({ url: SANDBOX_WEBHOOK_PATH, headers, body });
        } catch {
          return 0;
        }
      };
      const statuses = await Promise.all(Array.from({ length: copies }, send));
      const delivered = statuses.some((status) => status >= 200 && status < 300);
      const attempts = delivery.attempts + 1;
      await db
        .update(sandboxPspDeliveries)
        .set(
          delivered
            ? { attempts, deliveredAt: new Date(clock()) }
            : { attempts, nextAt: new Date(now + Math.min(1000 * 2 ** delivery.attempts, MAX_BACKOFF_MS)) },
        )
        .where(eq(sandboxPspDeliveries.id, delivery.id));
    }),
  );
  return due.length;
}
