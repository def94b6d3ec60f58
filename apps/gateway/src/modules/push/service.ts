import { createPublicKey } from 'node:crypto';
import { PROTOCOL_ERRORS, type PushController, type PushPayload, type WebappGrant } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import { GatewayError } from '../../protocol/errors.ts';
import type { RewardService } from '../rewards/index.ts';
import {
  deviceSubscribed,
  installGrantOfDevice,
  newestLocaleOf,
  removeDeviceSubscription,
  removeSubscription,
  removeSubscriptionsById,
  storeSubscription,
  subscriptionsOf,
  takeInstallDevice,
  type StoredSubscription,
} from './queries.ts';
import type { SendOptions, SendResult, PushTarget } from './sender.ts';

/** The one-time rewards of this module, as `RewardService.claimOnce` names them (key `reward:<userId>:<name>`). */
export const PUSH_REWARDS = { notification: 'push_notification', webapp: 'webapp_install' } as const;

/** Messages in flight at once in a fan-out. */
const FAN_OUT_CONCURRENCY = 64;
/** Tries of one message when its push service is busy (429), failing (5xx) or out of reach. */
const SEND_TRIES = 3;
/** The waits between tries when the push service names none: 1 s, then 4 s. */
const RETRY_BASE_MS = 1000;
/** The longest a message waits for its tries in all; past it (or past its TTL) it counts as failed. */
const MAX_RETRY_WAIT_MS = 30_000;

/** Whether a push service's answer may be a different one later: busy, failing, or no answer at all. */
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

export interface PushSenderPort {
  send(target: PushTarget, payload: string, options: SendOptions): Promise<SendResult>;
}

export interface PushLog {
  warn(details: object, message: string): void;
}

export interface PushServiceOptions {
  db: Db;
  rewards: RewardService;
  sender: PushSenderPort;
  publicKey: string;
  /** Subscriptions may name plain-http or loopback push services (tests). */
  localEndpoints: boolean;
  grants: { notificationCoins: number; webappCoins: number };
  now: () => number;
  log?: PushLog;
  /** Waits between tries (real time unless given: tests hand a recorder); resolves early when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Real time's wait, cut short by shutdown. */
function realWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** What a fan-out did: messages the push services took, subscriptions they said are gone (removed), failures. */
export interface NotifyResult {
  sent: number;
  removed: number;
  failed: number;
}

/** A subscription the server will not send to: an invalid request, naming the field (as invalidRequest does). */
function rejected(field: 'endpoint' | 'keys.p256dh', message: string): GatewayError {
  return new GatewayError(PROTOCOL_ERRORS.invalidRequest, `Invalid request. ${field}: ${message}`, {
    issues: [{ field, message }],
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** How each kind of message travels: a bell is urgent and useless after its ring, a message can wait a day. */
function sendOptionsOf(payload: PushPayload): SendOptions {
  switch (payload.kind) {
    case 'call':
      return { ttl: 60, urgency: 'high', topic: 'call' };
    case 'message':
      return { ttl: 24 * 3600, urgency: 'normal' };
    case 'reward':
    case 'like':
      return { ttl: 24 * 3600, urgency: 'low' };
    case 'renewalFailed':
      // The subscription's end replaces its retry's notice not yet delivered.
      return { ttl: 24 * 3600, urgency: 'normal', topic: 'renewal' };
  }
}

/**
 * Web push (docs/push.md): browsers' subscriptions per device, notifications to a user's devices through their
 * push services (a 404 or 410 removes the subscription), and the one-time grants for turning notifications on
 * and for installing the web app, paid by the rewards module through the ledger.
 */
export class PushService {
  private readonly inFlight = new Set<Promise<void>>();
  /** Aborted by `stop`: a message waiting to be tried again gives up. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: PushServiceOptions) {}

  /** Runs a notification after the request that caused it, kept track of so `idle` (and shutdown) can wait. */
  background(task: () => Promise<void>): void {
    const running: Promise<void> = task().finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Resolves when no background notification is in flight. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Shutdown: messages waiting to be tried again give up (counted as failed), then those in flight finish. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.idle();
  }

  get publicKey(): string {
    return this.options.publicKey;
  }

  async subscribe(
    userId: number,
    deviceId: string,
    input: { endpoint: string; keys: { p256dh: string; auth: string }; locale: string },
  ): Promise<{ subscribed: true }> {
    this.checkEndpoint(input.endpoint);
    checkBrowserKey(input.keys.p256dh);
    await storeSubscription(this.options.db, {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userId,
      deviceId,
      locale: input.locale,
    });
    return { subscribed: true };
  }

  async unsubscribe(userId: number, endpoint: string): Promise<{ removed: boolean }> {
    return { removed: await removeSubscription(this.options.db, userId, endpoint) };
  }

  /** A sign-out on the device: the user's subscription there goes, so the device shows none of their pushes. */
  async forgetDevice(userId: number, deviceId: string): Promise<{ removed: boolean }> {
    return { removed: await removeDeviceSubscription(this.options.db, userId, deviceId) };
  }

  /** The site language the user last turned notifications on in (a mail's language), if they ever did. */
  localeOf(userId: number): Promise<string | undefined> {
    return newestLocaleOf(this.options.db, userId);
  }

  /** Sends `payload` to every device of the user; what the push services said. */
  notify(userId: number, payload: PushPayload): Promise<NotifyResult> {
    return this.notifyUsers([userId], payload);
  }

  /** Sends `payload` to every device of the users, `FAN_OUT_CONCURRENCY` messages at a time. */
  async notifyUsers(userIds: number[], payload: PushPayload): Promise<NotifyResult> {
    if (userIds.length === 0) return { sent: 0, removed: 0, failed: 0 };
    const targets = await subscriptionsOf(this.options.db, userIds);
    const gone: number[] = [];
    let sent = 0;
    let failed = 0;
    const options = sendOptionsOf(payload);
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const target = targets[next++]!;
        const { status } = await this.sendOne(target, payload, options);
        if (status >= 200 && status < 300) sent += 1;
        else if (status === 404 || status === 410) gone.push(target.id);
        else {
          failed += 1;
          this.options.log?.warn(
            { status, subscription: target.id },
            'push: the push service refused a message',
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FAN_OUT_CONCURRENCY, targets.length) }, worker));
    await removeSubscriptionsById(this.options.db, gone);
    return { sent, removed: gone.length, failed };
  }

  /** The push controller of spec §3 for this user on this device. */
  async controller(userId: number, deviceId: string): Promise<PushController> {
    const [status, claimed] = await Promise.all([
      deviceSubscribed(this.options.db, userId, deviceId),
      this.options.rewards.hasClaimed(userId, PUSH_REWARDS.notification),
    ]);
    const gold = this.options.grants.notificationCoins;
    return { support: true, status, hasCoin: !claimed && gold > 0, gold, publicKey: this.publicKey };
  }

  /**
   * The coins for turning notifications on, once per account: only with a stored subscription of this user on
   * this device (a call without one pays nothing). 0 when the account had them before, or without one.
   */
  async claimNotificationGrant(userId: number, deviceId: string): Promise<{ coinsGranted: number }> {
    if (!(await deviceSubscribed(this.options.db, userId, deviceId))) return { coinsGranted: 0 };
    const coins = this.options.grants.notificationCoins;
    if (coins <= 0) return { coinsGranted: 0 };
    const coinsGranted = await this.options.rewards.claimOnce({
      userId,
      reward: PUSH_REWARDS.notification,
      coins,
      at: new Date(this.options.now()),
    });
    return { coinsGranted };
  }

  async webappGrant(userId: number, deviceId: string): Promise<WebappGrant> {
    const [claimed, deviceOwner] = await Promise.all([
      this.options.rewards.hasClaimed(userId, PUSH_REWARDS.webapp),
      installGrantOfDevice(this.options.db, deviceId),
    ]);
    const gold = this.options.grants.webappCoins;
    return { status: claimed, hasCoin: !claimed && deviceOwner === undefined && gold > 0, gold };
  }

  /**
   * The coins for installing the web app: once per account and once per device, in one transaction (the device
   * is taken and the account's claim paid together, or neither). 0 when either had them before.
   */
  async claimWebappGrant(userId: number, deviceId: string): Promise<{ coinsGranted: number }> {
    const coins = this.options.grants.webappCoins;
    if (coins <= 0) return { coinsGranted: 0 };
    const at = new Date(this.options.now());
    try {
      return await this.options.db.transaction(async (tx) => {
        if (!(await takeInstallDevice(tx, deviceId, userId, at))) return { coinsGranted: 0 };
        const coinsGranted = await this.options.rewards.claimOnce(
          { userId, reward: PUSH_REWARDS.webapp, coins, at },
          tx,
        );
        // The account had it on another device: this device stays free for an account that never had it.
        if (coinsGranted === 0) throw new NothingPaid();
        return { coinsGranted };
      });
    } catch (error) {
      if (error instanceof NothingPaid) return { coinsGranted: 0 };
      throw error;
    }
  }

  private async sendOne(
    target: StoredSubscription,
    payload: PushPayload,
    options: SendOptions,
  ): Promise<SendResult> {
    const body = JSON.stringify({ ...payload, locale: target.locale });
    const to = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
    const wait = this.options.wait ?? realWait;
    // A message outliving its TTL is worthless (a bell after its ring): the tries' waits stay within both limits.
    const budget = Math.min(MAX_RETRY_WAIT_MS, options.ttl * 1000);
    let waited = 0;
    for (let tried = 1; ; tried += 1) {
      const result = await this.options.sender.send(to, body, options);
      if (!retryable(result.status) || tried === SEND_TRIES || this.stopping.signal.aborted) return result;
      const delay = result.retryAfterMs ?? RETRY_BASE_MS * 4 ** (tried - 1);
      if (waited + delay > budget) return result;
      await wait(delay, this.stopping.signal);
      if (this.stopping.signal.aborted) return result;
      waited += delay;
    }
  }

  /**
   * Push services are https origins; the server POSTs to whatever a subscription names, so anything else (an
   * address inside the network) is refused. Tests allow plain http and loopback (`localEndpoints`).
   */
  private checkEndpoint(endpoint: string): void {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw rejected('endpoint', 'must be a URL');
    }
    if (this.options.localEndpoints) return;
    if (url.protocol !== 'https:' || LOOPBACK.has(url.hostname) || url.port !== '') {
      throw rejected('endpoint', 'must be a push service’s https URL');
    }
  }
}

class NothingPaid extends Error {}

/** A browser's key must be a point on P-256, or no message to it could be encrypted. */
function checkBrowserKey(p256dh: string): void {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
  } catch {
    throw rejected('keys.p256dh', 'must be a point on P-256');
  }
}
