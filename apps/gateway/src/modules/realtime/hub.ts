import { PROTOCOL_ERRORS, REALTIME, type ServerMessage } from '@aura/contracts';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Unsubscribe } from '../../db/pubsub.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { PresenceChange, PresenceService } from '../presence/index.ts';
import { Connection, GOING_AWAY, type CallMessage, type ConnectionHost } from './connection.ts';
import { SessionWatch } from './session-watch.ts';
import type { UserDelivery } from './user-delivery.ts';

export type { CallMessage } from './connection.ts';
export type CallMessageHandler = (connection: Connection, message: CallMessage) => Promise<void>;

export interface RealtimeHubOptions {
  protocol: ProtocolServices;
  presence: PresenceService;
  instanceId: string;
  delivery: UserDelivery;
  /** How often clients ping; tests shorten it. */
  heartbeatMs?: number;
}

/** How long a closing client gets to answer the close handshake before its socket is cut. */
const CLOSE_GRACE_MS = 1000;

/** Watchers of one user's presence, and the sequence number of the last change sent to them. */
interface Watchers {
  connections: Set<Connection>;
  lastChange: number;
}

/**
 * This instance's realtime sockets. Presence changes arrive on `aura_presence` from every instance (this one
 * included) and go to the sockets watching that user, so a watcher sees a user whichever instance they are on.
 */
export class RealtimeHub implements ConnectionHost {
  readonly protocol: ProtocolServices;
  readonly presence: PresenceService;
  readonly instanceId: string;
  readonly heartbeatMs: number;
  stopping = false;
  private readonly connections = new Set<Connection>();
  private readonly watchers = new Map<string, Watchers>();
  /** Admitted sockets of signed-in users, by user id, for messages addressed to a user. */
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly delivery: UserDelivery;
  private callHandler: CallMessageHandler | undefined;
  private unsubscribeUsers: Unsubscribe | undefined;
  private readonly sessionWatch: SessionWatch;
  /** Counts presence notifications, so a status read before one arrived is not sent after it. */
  private changes = 0;
  private unsubscribe: Unsubscribe | undefined;
  private closing: Promise<void> | undefined;
  /** Where `close` has got to, for the log of a shutdown that takes too long. */
  private closeStep = 'not started';

  constructor(options: RealtimeHubOptions) {
    this.protocol = options.protocol;
    this.presence = options.presence;
    this.instanceId = options.instanceId;
    this.heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatSeconds * 1000;
    this.sessionWatch = new SessionWatch(options.protocol);
    this.delivery = options.delivery;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.presence.onChange((change) => this.changed(change));
    this.unsubscribeUsers = await this.delivery.subscribe(
      (userId) => this.byUser.has(userId),
      (userId, message) => this.byUser.get(userId)?.forEach((connection) => connection.send(message)),
    );
    await this.sessionWatch.start();
  }

  /** Takes a freshly upgraded socket; it is admitted (or refused) before any of its messages is handled. */
  accept(socket: WebSocket, request: FastifyRequest): void {
    this.connections.add(new Connection(socket, request, this));
  }

  /** Sockets currently connected (admitted or not yet). */
  get size(): number {
    return this.connections.size;
  }

  opened(connection: Connection): void {
    this.sessionWatch.add(connection);
    const { userId } = connection;
    if (userId === undefined) return;
    const sockets = this.byUser.get(userId) ?? new Set();
    sockets.add(connection);
    this.byUser.set(userId, sockets);
  }

  closed(connection: Connection): void {
    const { userId } = connection;
    const sockets = userId === undefined ? undefined : this.byUser.get(userId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(userId!);
    this.connections.delete(connection);
    this.sessionWatch.remove(connection);
    this.unwatch(connection, [...connection.watched]);
  }

  /** Adds users to the socket's watch set and answers with the current status of each one named. */
  async watch(connection: Connection, userIds: string[]): Promise<void> {
    const named = [...new Set(userIds)];
    const added = named.filter((userId) => !connection.watched.has(userId));
    if (connection.watched.size + added.length > REALTIME.maxWatchedUsers) {
      const message = `at most ${REALTIME.maxWatchedUsers} users may be watched at once`;
      connection.send({
        type: 'error',
        code: PROTOCOL_ERRORS.invalidRequest,
        message: `Invalid request. userIds: ${message}`,
        data: { issues: [{ field: 'userIds', message }] },
      });
      return;
    }
    for (const userId of added) {
      connection.watched.add(userId);
      let entry = this.watchers.get(userId);
      if (!entry) {
        entry = { connections: new Set(), lastChange: 0 };
        this.watchers.set(userId, entry);
      }
      entry.connections.add(connection);
    }
    const readAt = this.changes;
    const statuses = await this.presence.statuses(named);
    for (const { userId, status } of statuses) {
      // A change that arrived while we read was already sent, and is at least as new as what we read.
      if ((this.watchers.get(userId)?.lastChange ?? 0) > readAt) continue;
      if (connection.watched.has(userId)) connection.send({ type: 'presence', userId, status });
    }
  }

  unwatch(connection: Connection, userIds: string[]): void {
    for (const userId of userIds) {
      connection.watched.delete(userId);
      const entry = this.watchers.get(userId);
      if (!entry) continue;
      entry.connections.delete(connection);
      if (entry.connections.size === 0) this.watchers.delete(userId);
    }
  }

  /** Whether the user has a socket open on this instance: a tab open now, known without asking the database. */
  hasSocketHere(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends to every socket of the user, on whichever instance (all of a user's tabs ring). */
  sendToUser(userId: number, message: ServerMessage): Promise<void> {
    return this.delivery.send(userId, message);
  }

  /** The calls module takes signalling and video-upgrade messages. */
  handleCallMessages(handler: CallMessageHandler): void {
    this.callHandler = handler;
  }

  async callMessage(connection: Connection, message: CallMessage): Promise<void> {
    if (!this.callHandler) throw new Error('realtime: no handler for call messages');
    await this.callHandler(connection, message);
  }

  /** Closes every socket with 1001 and waits for their last steps, before the database goes away. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  /** What is left of `close`: the step it is on and the sockets still open. */
  closeProgress(): { step: string; openSockets: number } {
    return { step: this.closeStep, openSockets: this.connections.size };
  }

  private async shutDown(): Promise<void> {
    this.stopping = true;
    const open = [...this.connections];
    this.closeStep = `closing ${open.length} sockets`;
    for (const connection of open) connection.close(GOING_AWAY, 'The server is shutting down.');
    const grace = setTimeout(() => open.forEach((connection) => connection.terminate()), CLOSE_GRACE_MS);
    await Promise.all(open.map((connection) => connection.finished));
    clearTimeout(grace);
    this.closeStep = 'unlistening';
    await this.unsubscribe?.().catch(() => {});
    await this.unsubscribeUsers?.().catch(() => {});
    this.closeStep = 'stopping the session watch';
    await this.sessionWatch.stop();
    this.closeStep = 'closed';
  }

  private changed(change: PresenceChange): void {
    const entry = this.watchers.get(change.userId);
    this.changes += 1;
    if (!entry) return;
    entry.lastChange = this.changes;
    for (const connection of entry.connections) {
      connection.send({ type: 'presence', userId: change.userId, status: change.status });
    }
  }
}
