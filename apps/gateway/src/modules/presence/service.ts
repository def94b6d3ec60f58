import { USER_STATUS, type UserStatus } from '@aura/contracts';
import type { Db } from '../../db/database.ts';
import type { PubSub, Unsubscribe } from '../../db/pubsub.ts';
import {
  beatSocket,
  clearHeartbeat,
  clearSocketsGone,
  deleteSocket,
  deleteSocketsOfInstance,
  hasLiveSocket,
  lapsedUsers,
  markSocketsGone,
  presenceFacts,
  recordHeartbeat,
  setBusy,
  upsertSocket,
  type PresenceFacts,
} from './queries.ts';
import { setInvisible } from '../users/index.ts';
import { systemClock } from '../../clock.ts';

export const PRESENCE_CHANNEL = 'aura_presence';
const SWEEP_SECONDS = 30;

export interface PresenceChange {
  userId: string;
  status: UserStatus;
}

/** Status codes of spec §9 from the facts: offline, else invisible, else busy, else online. */
export function statusOf(facts: PresenceFacts | undefined): UserStatus {
  if (!facts?.online) return USER_STATUS.offline;
  if (facts.invisible) return USER_STATUS.invisible;
  if (facts.busy) return USER_STATUS.busy;
  return USER_STATUS.online;
}

/**
 * Who is online, fed by HTTP heartbeats and realtime sockets, kept in the database so every gateway instance
 * answers alike; changes are published to all instances on `aura_presence`.
 */
export class PresenceService {
  private sweeper: NodeJS.Timeout | undefined;

  /**
   * `now` is the gateway's clock: it times only when a user's last socket went, which a call rule reads
   * (docs/calls.md "A side that leaves"); whether a user is online is judged by the database's clock.
   */
  constructor(
    private readonly db: Db,
    private readonly pubsub: PubSub,
    private readonly now: () => number = systemClock.now,
  ) {}

  /** Statuses of many users, in the order asked; unknown ids are offline. */
  async statuses(userIds: readonly string[]): Promise<PresenceChange[]> {
    const ids = [...new Set(userIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
    const facts = new Map((await presenceFacts(this.db, ids)).map((row) => [row.userId, row]));
    return userIds.map((userId) => ({ userId, status: statusOf(facts.get(Number(userId))) }));
  }

  /**
   * Statuses of many users, and how long they hold: no status changes by time alone within `stableForMs` (only an
   * online user's lapse does; every written change is announced on `aura_presence`). Infinity when nobody is online.
   */
  async statusesWithLapse(
    userIds: readonly string[],
  ): Promise<{ statuses: PresenceChange[]; stableForMs: number }> {
    const ids = [...new Set(userIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))];
    const facts = new Map((await presenceFacts(this.db, ids)).map((row) => [row.userId, row]));
    let stableForMs = Number.POSITIVE_INFINITY;
    for (const row of facts.values())
      if (row.onlineForMs !== null) stableForMs = Math.min(stableForMs, row.onlineForMs);
    return {
      statuses: userIds.map((userId) => ({ userId, status: statusOf(facts.get(Number(userId))) })),
      stableForMs,
    };
  }

  async status(userId: number): Promise<UserStatus> {
    const [facts] = await presenceFacts(this.db, [userId]);
    return statusOf(facts);
  }

  async heartbeat(userId: number): Promise<UserStatus> {
    const before = await this.status(userId);
    await recordHeartbeat(this.db, userId);
    return this.announceIfChanged(userId, before);
  }

  /** A user's own choice: online, invisible, or offline (leaving now). */
  async setOwnStatus(userId: number, status: UserStatus): Promise<UserStatus> {
    const before = await this.status(userId);
    if (status === USER_STATUS.offline) {
      await clearHeartbeat(this.db, userId);
    } else {
      await setInvisible(this.db, userId, status === USER_STATUS.invisible);
      await recordHeartbeat(this.db, userId);
    }
    return this.announceIfChanged(userId, before);
  }

  async setBusy(userId: number, busy: boolean): Promise<UserStatus> {
    const before = await this.status(userId);
    await setBusy(this.db, userId, busy);
    return this.announceIfChanged(userId, before);
  }

  /** Whether a tab of the user's holds a realtime socket now (web push goes to those with none, docs/push.md). */
  hasOpenTab(userId: number): Promise<boolean> {
    return hasLiveSocket(this.db, userId);
  }

  async socketOpened(socketId: string, userId: number, instanceId: string): Promise<void> {
    const before = await this.status(userId);
    await upsertSocket(this.db, socketId, userId, instanceId);
    await clearSocketsGone(this.db, userId);
    await this.announceIfChanged(userId, before);
  }

  async socketBeat(socketId: string, userId: number, instanceId: string): Promise<void> {
    // A beat that finds its row gone (swept) or lapsed may bring the user back online: said like any change.
    if (await beatSocket(this.db, socketId, userId, instanceId)) {
      await clearSocketsGone(this.db, userId);
      await this.announce(userId);
    }
  }

  async socketClosed(socketId: string, userId: number): Promise<void> {
    const before = await this.status(userId);
    await deleteSocket(this.db, socketId);
    await markSocketsGone(this.db, userId, this.now());
    await this.announceIfChanged(userId, before);
  }

  /**
   * On shutdown: this instance's sockets are gone. Their users are not marked as gone: they did not leave, and
   * reconnect to another instance (or this one restarted); a user who does not is swept like any lapsed socket.
   */
  async instanceStopped(instanceId: string): Promise<void> {
    const rows = await deleteSocketsOfInstance(this.db, instanceId);
    for (const userId of new Set(rows.map((row) => row.userId))) await this.announce(userId);
  }

  onChange(listener: (change: PresenceChange) => void): Promise<Unsubscribe> {
    return this.pubsub.subscribe(PRESENCE_CHANNEL, (payload) =>
      listener(JSON.parse(payload) as PresenceChange),
    );
  }

  /** Announces users whose heartbeats or sockets lapsed without a goodbye (a closed laptop, a dead instance). */
  startSweeping(): void {
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), SWEEP_SECONDS * 1000);
    this.sweeper.unref();
  }

  async sweep(): Promise<void> {
    const { all, socketsLapsed } = await lapsedUsers(this.db, SWEEP_SECONDS);
    // A socket that stopped beating (a dead instance, a lost network) is a user gone since now at the latest.
    for (const userId of socketsLapsed) await markSocketsGone(this.db, userId, this.now());
    for (const userId of all) await this.announce(userId);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private async announceIfChanged(userId: number, before: UserStatus): Promise<UserStatus> {
    const after = await this.status(userId);
    if (after !== before) await this.publish({ userId: String(userId), status: after });
    return after;
  }

  private async announce(userId: number): Promise<void> {
    await this.publish({ userId: String(userId), status: await this.status(userId) });
  }

  private publish(change: PresenceChange): Promise<void> {
    return this.pubsub.publish(PRESENCE_CHANNEL, JSON.stringify(change));
  }
}
