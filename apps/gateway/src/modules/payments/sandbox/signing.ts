// Webhook signatures as hosted-checkout PSPs make them (Stripe's scheme): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<body>">`, checked in constant time and refused when older (or newer) than the tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from '../provider.ts';

export const SIGNATURE_HEADER = 'aura-sandbox-signature';
/** How far a webhook's time may be from ours (5 minutes, as Stripe). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for `body` signed now. */
export function signHeader(secret: string, nowMs: number, body: string): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/** Throws `WebhookRefused` unless `header` signs `body` with `secret` within the tolerance of `nowMs`. */
export function verifySignedBody(
  secret: string,
  header: string | undefined,
  body: string,
  nowMs: number,
): void {
  if (!header) throw new WebhookRefused('no signature');
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [name, value] = part.split('=', 2);
    if (!name || value === undefined) continue;
    parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isSafeInteger(timestamp)) throw new WebhookRefused('no timestamp');
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_S)
    throw new WebhookRefused('timestamp outside the tolerance');
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const matches = (parts.get('v1') ?? []).some((given) => {
    const bytes = Buffer.from(given, 'hex');
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
  if (!matches) throw new WebhookRefused('signature does not match');
}
