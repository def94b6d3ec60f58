import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

/** A subscription as web-push takes it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SendOptions {
  /** Seconds the push service keeps the message for an offline browser. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message of the same topic (a later call's bell replaces an earlier one). */
  topic?: string;
}

/**
 * What the push service answered: its status, or 0 when it could not be reached; with a 429 or a 5xx, how long it
 * asked the sender to wait before trying again (its Retry-After header), when it said.
 */
export type SendResult = { status: number; retryAfterMs?: number };

/** A Retry-After header (RFC 9110 §10.2.3): delay-seconds or an HTTP date, as milliseconds from `now`. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date is always in GMT ("Thu, 26 Nov 2026 20:00:30 GMT"); Date.parse alone takes "-5" for a year.
  const at = value.endsWith(' GMT') ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** How long a VAPID token is reused for one push service (web-push signs them for 12 hours). */
const TOKEN_REUSE_MS = 60 * 60_000;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends Web Push messages with web-push: it encrypts each payload for its browser (aes128gcm, RFC 8291) and signs
 * the VAPID token (RFC 8292); the request goes with fetch, so a push service on plain http (the local
 * web-push-testing of the tests) is reached as a real one is, and connections are kept alive across a fan-out.
 * The signed token is reused per push service for an hour instead of signed per message.
 */
export class WebPushSender {
  private readonly tokens = new Map<string, { authorization: string; until: number }>();

  constructor(
    private readonly vapid: VapidKeys,
    private readonly subject: string,
    private readonly now: () => number = Date.now,
  ) {}

  async send(target: PushTarget, payload: string, options: SendOptions): Promise<SendResult> {
    // No vapidDetails (nor setVapidDetails anywhere): the Authorization header is this class's cached token.
    const request = webpush.generateRequestDetails(target, payload, {
      TTL: options.ttl,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
      headers: { Authorization: this.authorization(new URL(target.endpoint).origin) },
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      const retryAfter = retryAfterMs(response.headers.get('retry-after'), this.now());
      return { status: response.status, ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }) };
    } catch {
      return { status: 0 };
    }
  }

  private authorization(audience: string): string {
    const now = this.now();
    const cached = this.tokens.get(audience);
    if (cached && cached.until > now) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
    ) as { Authorization: string };
    this.tokens.set(audience, { authorization: Authorization, until: now + TOKEN_REUSE_MS });
    return Authorization;
  }
}
