import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_LIFETIME_DAYS } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { PubSub, Unsubscribe } from '../../db/pubsub.ts';
import type { SessionDirectory, SessionLookup } from '../../protocol/session.ts';
import { activeSessionsOf, insertSession, latestSession, revokeSession, touchSession } from './queries.ts';
import { openToken, sealToken } from './session-key.ts';

export type { ActiveSession, SessionLookup } from '../../protocol/session.ts';

export type RevokeReason = 'logout' | 'replaced' | 'banned' | 'expired';

const TOKEN_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions unused this long expire, as their cookies do. */
const IDLE_LIMIT_MS = COOKIE_LIFETIME_DAYS * DAY_MS;
/** A verified session is trusted from memory this long; revocations reach every instance sooner, by NOTIFY. */
const CACHE_MS = 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
export const SESSION_REVOKED_CHANNEL = 'aura_session_revoked';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Login tokens: 256 random bits, base64url. */
export function newLoginToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

interface Cached {
  lookup: SessionLookup;
  until: number;
  touchedAt: number;
}

export class SessionService implements SessionDirectory {
  private readonly cache = new Map<string, Cached>();

  private constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly sealKey: Buffer,
    private readonly now: () => number,
  ) {}

  static async start(
    db: Db,
    pubsub: PubSub,
    sealKey: Buffer,
    now: () => number = Date.now,
  ): Promise<SessionService> {
    const service = new SessionService(db, pubsub, sealKey, now);
    await pubsub.subscribe(SESSION_REVOKED_CHANNEL, (payload) => service.cache.delete(payload));
    return service;
  }

  /**
   * Calls `listener` whenever any instance revokes, replaces or opens a session of a user on a device: whatever
   * was verified for that pair before may no longer hold.
   */
  onChange(listener: (userId: number, deviceId: string) => void): Promise<Unsubscribe> {
    return this.pubsub.subscribe(SESSION_REVOKED_CHANNEL, (payload) => {
      const separator = payload.indexOf(':');
      listener(Number(payload.slice(0, separator)), payload.slice(separator + 1));
    });
  }

  /** Opens a session for a user on a device; returns the login token, which is shown to the client once. */
  async create(userId: number, deviceId: string): Promise<{ sessionId: string; loginToken: string }> {
    const loginToken = newLoginToken();
    const at = new Date(this.now());
    const [row] = await insertSession(this.db, {
      userId,
      deviceId,
      tokenHash: hashToken(loginToken),
      signKey: sealToken(this.sealKey, loginToken),
      createdAt: at,
      lastSeenAt: at,
    });
    await this.forget(userId, deviceId);
    return { sessionId: row!.id, loginToken };
  }

  /** The session a signed request from this user and device speaks for. */
  async lookup(userId: number, deviceId: string): Promise<SessionLookup> {
    const cacheKey = `${userId}:${deviceId}`;
    const now = this.now();
    const cached = this.cache.get(cacheKey);
    if (cached && cached.until > now) {
      if (cached.lookup.status === 'active' && now - cached.touchedAt > TOUCH_EVERY_MS) {
        cached.touchedAt = now;
        await touchSession(this.db, cached.lookup.session.id, new Date(now));
      }
      return cached.lookup;
    }
    const lookup = await this.load(userId, deviceId, now);
    this.cache.set(cacheKey, { lookup, until: now + CACHE_MS, touchedAt: now });
    return lookup;
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    const [row] = await revokeSession(this.db, sessionId, reason, new Date(this.now()));
    if (row) await this.forget(row.userId, row.deviceId);
  }

  /** Ends every other active session of a user (one session per account); returns how many. */
  async revokeOthers(userId: number, keepSessionId: string, reason: RevokeReason): Promise<number> {
    const others = await activeSessionsOf(this.db, userId);
    const ended = others.filter((session) => session.id !== keepSessionId);
    for (const session of ended) await this.revoke(session.id, reason);
    return ended.length;
  }

  private async load(userId: number, deviceId: string, now: number): Promise<SessionLookup> {
    const row = await latestSession(this.db, userId, deviceId);
    if (!row) return { status: 'none' };
    if (row.revokedAt) {
      if (row.revokedReason === 'replaced') return { status: 'replaced' };
      if (row.revokedReason === 'banned') return { status: 'banned' };
      return { status: 'none' };
    }
    if (now - row.lastSeenAt.getTime() > IDLE_LIMIT_MS) {
      await this.revoke(row.id, 'expired');
      return { status: 'none' };
    }
    await touchSession(this.db, row.id, new Date(now));
    return {
      status: 'active',
      session: { id: row.id, userId, deviceId, loginToken: openToken(this.sealKey, row.signKey) },
    };
  }

  /** Drops a cached lookup here and on every other instance. */
  private async forget(userId: number, deviceId: string): Promise<void> {
    const cacheKey = `${userId}:${deviceId}`;
    this.cache.delete(cacheKey);
    await this.pubsub.publish(SESSION_REVOKED_CHANNEL, cacheKey);
  }
}
