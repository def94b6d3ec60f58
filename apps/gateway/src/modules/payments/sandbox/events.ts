// The sandbox PSP's webhook events (docs/payments.md): one made from each state a payment reaches, and read back
// from a webhook's body as the gateway's payments module sees them.
import type { PaymentEvent, PaymentOutcome, SavedPaymentMethod } from '../provider.ts';
import { WebhookRefused } from '../provider.ts';
import type { sandboxPspPayments } from '../schema.ts';

export type SandboxPayment = typeof sandboxPspPayments.$inferSelect;

export type Status = 'waiting' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

const OUTCOMES: Record<Status, PaymentOutcome> = {
  waiting: 'waiting',
  requires_action: 'waiting',
  processing: 'processing',
  succeeded: 'success',
  failed: 'failure',
  cancelled: 'cancelled',
};

/** One event per state a payment reaches: its id names the payment and the state, so a repeat has the same id. */
export function eventOf(payment: SandboxPayment, paymentMethod?: SavedPaymentMethod): PaymentEvent {
  return {
    eventId: `evt_${payment.id}_${payment.status}`,
    paymentId: payment.id,
    reference: payment.reference,
    outcome: OUTCOMES[payment.status as Status] ?? 'waiting',
    ...(payment.failureReason ? { failureReason: payment.failureReason } : {}),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(payment.mode === 'setup' ? { setup: true as const } : {}),
  };
}

const TYPE_OUTCOMES: Record<string, PaymentOutcome> = {
  'payment.processing': 'processing',
  'payment.succeeded': 'success',
  'payment.failed': 'failure',
  'payment.cancelled': 'cancelled',
  // A card setup's (paymentInfoAdd): the same states, of a setup.
  'setup.processing': 'processing',
  'setup.succeeded': 'success',
  'setup.failed': 'failure',
  'setup.cancelled': 'cancelled',
};

export function parseEvent(value: unknown): PaymentEvent {
  const event = value as {
    id?: unknown;
    type?: unknown;
    data?: { paymentId?: unknown; reference?: unknown; failureReason?: unknown; paymentMethod?: unknown };
  };
  const outcome = typeof event?.type === 'string' ? TYPE_OUTCOMES[event.type] : undefined;
  const { paymentId, reference, failureReason, paymentMethod } = event?.data ?? {};
  const method = parseMethod(paymentMethod);
  if (
    typeof event?.id !== 'string' ||
    !outcome ||
    typeof paymentId !== 'string' ||
    typeof reference !== 'string' ||
    (failureReason !== undefined && typeof failureReason !== 'string') ||
    (paymentMethod !== undefined && !method)
  )
    throw new WebhookRefused('not a payment event');
  return {
    eventId: event.id,
    paymentId,
    reference,
    outcome,
    ...(typeof failureReason === 'string' ? { failureReason: failureReason.slice(0, 64) } : {}),
    ...(method ? { paymentMethod: method } : {}),
    ...((event.type as string).startsWith('setup.') ? { setup: true as const } : {}),
  };
}

function parseMethod(value: unknown): SavedPaymentMethod | undefined {
  const method = value as Partial<Record<keyof SavedPaymentMethod, unknown>> | null | undefined;
  const text = (field: unknown, max: number) => typeof field === 'string' && field.length <= max;
  if (
    !method ||
    !text(method.token, 64) ||
    !text(method.brand, 32) ||
    !text(method.last4, 4) ||
    !text(method.expiry, 7)
  )
    return undefined;
  return {
    token: method.token as string,
    brand: method.brand as string,
    last4: method.last4 as string,
    expiry: method.expiry as string,
  };
}
